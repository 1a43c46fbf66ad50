import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { UserRecord } from '../../users/model.ts';
import { DomainError } from '../../errors.ts';
import type { AuthRule } from '#shared/api/contract.ts';

/**
 * Who is calling, as the authorizer resolved it. The authorizer resolves and never denies
 * (docs/decisions.md): the route's auth rule is enforced here, so a refusal is answered in
 * our error shape and the caller's language.
 */
/** A verified national e-ID token's claims (Samleikin), whether or not it is linked to a user yet. */
export interface EidClaims {
  subject: string;
  name: string | null;
  email: string | null;
}

export type Identity =
  | { kind: 'anonymous'; eid?: EidClaims }
  | {
      kind: 'user';
      /** Present when the caller signed in with the national e-ID. */
      eid?: EidClaims;
      userId: string;
      tokenId: string;
      isAdmin: boolean;
      isVerified: boolean;
      /**
       * The caller's user item as the authorizer read it during this same request (it is not
       * cached: TTL 0). Good for read-only views of the caller; a write reads again under its
       * own condition.
       */
      user: UserRecord;
    };

/** The e-ID part of the authorizer context, flat (strings only). */
interface EidContext {
  eidSubject?: string;
  eidName?: string;
  eidEmail?: string;
}

/** What the authorizer puts in `requestContext.authorizer.lambda` (strings, numbers, booleans only). */
export type AuthorizerContext =
  ({ authenticated: false } & EidContext) | ({ authenticated: true; userId: string; tokenId: string; isAdmin: boolean; isVerified: boolean; user: string } & EidContext);

function eidOf(context: Partial<Record<string, unknown>>): EidClaims | undefined {
  if (typeof context.eidSubject !== 'string' || context.eidSubject === '') return undefined;
  return {
    subject: context.eidSubject,
    name: typeof context.eidName === 'string' ? context.eidName : null,
    email: typeof context.eidEmail === 'string' ? context.eidEmail : null,
  };
}

function parseUser(json: unknown, userId: string): UserRecord | null {
  if (typeof json !== 'string') return null;
  try {
    const user = JSON.parse(json) as UserRecord;
    return user.userId === userId ? user : null;
  } catch {
    return null;
  }
}

export function identityFromEvent(event: APIGatewayProxyEventV2): Identity {
  const requestContext = event.requestContext as APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { lambda?: Partial<Record<string, unknown>> };
  };
  const context = requestContext.authorizer?.lambda;
  if (!context) return { kind: 'anonymous' };
  const eid = eidOf(context);
  const anonymous: Identity = eid ? { kind: 'anonymous', eid } : { kind: 'anonymous' };
  if (context.authenticated !== true || typeof context.userId !== 'string' || typeof context.tokenId !== 'string') return anonymous;
  const user = parseUser(context.user, context.userId);
  if (!user) return anonymous;
  return {
    kind: 'user',
    ...(eid ? { eid } : {}),
    userId: context.userId,
    tokenId: context.tokenId,
    isAdmin: context.isAdmin === true,
    isVerified: context.isVerified === true,
    user,
  };
}

export type SignedIn = Extract<Identity, { kind: 'user' }>;

/** Throws the right refusal when the identity does not satisfy the route's rule. */
export function enforceAuthRule(rule: AuthRule, identity: Identity): void {
  if (rule === 'public') return;
  if (rule === 'e-id') {
    if (!identity.eid) throw new DomainError('unauthenticated');
    return;
  }
  if (identity.kind !== 'user') throw new DomainError('unauthenticated');
  if (rule === 'verified' && !identity.isVerified) throw new DomainError('forbidden');
  if (rule === 'admin' && !identity.isAdmin) throw new DomainError('forbidden');
}
