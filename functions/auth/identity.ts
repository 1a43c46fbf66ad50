import type { ApiTokenContext } from '../api-tokens/model.ts';
import type { UserRecord } from '../users/model.ts';

/** A verified national e-ID token's claims (Samleikin), whether or not it is linked to a user yet. */
export interface EidClaims {
  subject: string;
  name: string | null;
  email: string | null;
  /** The portal's id of the token's e-ID session (`eidSessionId`), when the authorizer named it. */
  sessionId?: string;
}

/**
 * Who is calling, as the authorizer resolved it. The authorizer resolves and never denies
 * (docs/decisions/README.md): the HTTP pipeline enforces the route's auth rule on this, so a refusal is
 * answered in our error shape and the caller's language.
 */
export type Identity =
  | {
      kind: 'anonymous';
      eid?: EidClaims;
      /** The token was a deactivated user's (docs/decisions/the-admin-area-s-users-and-domains.md "Deactivated users"): refused with `account_deactivated`, not asked to sign in. */
      deactivated?: true;
    }
  | {
      kind: 'user';
      /** Present when the caller signed in with the national e-ID. */
      eid?: EidClaims;
      userId: string;
      tokenId: string;
      isAdmin: boolean;
      isVerified: boolean;
      /**
       * When the holder of this session last proved who they are (ISO): a portal session's
       * `authenticatedAt`, an e-ID session's `auth_time`. Absent on sessions stored before it was
       * kept: not fresh (functions/auth/freshness.ts).
       */
      authenticatedAt?: string;
      /**
       * The caller's user item as the authorizer read it during this same request (it is not
       * cached: TTL 0). Good for read-only views of the caller; a write reads again under its
       * own condition.
       */
      user: UserRecord;
      /**
       * Present when the caller is an API token (issue 30): the pipeline checks it on every
       * request (state, scope, domain, limits) and refuses it on routes without a `token` flag.
       * A team's token stands for the team: `userId` is the team's id and `user` a stand-in.
       */
      apiToken?: ApiTokenContext;
    };

/** The e-ID part of the authorizer context, flat (strings only). */
interface EidContext {
  eidSubject?: string;
  eidName?: string;
  eidEmail?: string;
  eidSessionId?: string;
}

/** What the authorizer puts in `requestContext.authorizer.lambda` (strings, numbers, booleans only). */
export type AuthorizerContext =
  | ({ authenticated: false; accountDeactivated?: true } & EidContext)
  | ({ authenticated: true; userId: string; tokenId: string; isAdmin: boolean; isVerified: boolean; user: string; authenticatedAt?: string; apiToken?: string } & EidContext);

export type SignedIn = Extract<Identity, { kind: 'user' }>;
