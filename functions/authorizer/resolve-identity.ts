import type { AccessTokenRecord } from '../auth/model.ts';
import type { UserRecord } from '../users/model.ts';
import type { AuthorizerContext } from '../auth/identity.ts';
import { isSessionEnded, type RecordedEnds } from '../eid/eid-sessions.ts';
import type { Clock } from '../ports/clock.ts';
import { eidAuthenticatedAt } from '../auth/freshness.ts';
import { type EidToken, looksLikeJwt } from './eid-token.ts';

interface Ports {
  tokens: { findWithUser(token: string): Promise<{ token: AccessTokenRecord; user: UserRecord } | null> };
  clock: Clock;
  allowDevelopmentTokens: boolean;
  /** National e-ID (Samleikin): absent when no provider is configured, so JWTs are anonymous. */
  eid?: {
    verify(token: string): Promise<EidToken | null>;
    /** The user id the subject is linked to, and what was ended of its sessions: one read. */
    linkAndEnds(subject: string, sessionId: string): Promise<{ userId: string | null } & RecordedEnds>;
    user(userId: string): Promise<UserRecord | null>;
  };
}

const anonymous: AuthorizerContext = { authenticated: false };
/** A deactivated user's valid token: nobody, and the pipeline says why (docs/decisions/the-admin-area-s-users-and-domains.md "Deactivated users"). */
const deactivated: AuthorizerContext = { authenticated: false, accountDeactivated: true };

/** The user part of the context: the same for both token kinds. */
const signedIn = (user: UserRecord, tokenId: string, authenticatedAt: string | undefined) =>
  ({
    authenticated: true,
    userId: user.userId,
    tokenId,
    isAdmin: user.isAdmin,
    isVerified: Boolean(user.emailVerifiedAt),
    // When the holder last proved who they are: what a risky change's step-up check reads (functions/http/pipeline/step-up.ts).
    ...(authenticatedAt ? { authenticatedAt } : {}),
    // Handed on so read-only views of the caller (GET /users/me) need no second read.
    user: JSON.stringify(user),
  }) as const;

/**
 * Turns the Authorization header into who is calling. Two kinds of bearer token:
 *
 * - our opaque token `<user id>.<secret>`: the token and its user in one read. Unknown,
 *   revoked and expired tokens (TTL deletion is lazy, so expiry is checked here too) are
 *   anonymous.
 * - a national e-ID access token (a JWT from the configured OIDC provider): verified, then the
 *   subject's link and the ends recorded for its session are read together. Ended (logout,
 *   "sign out everywhere", the provider's back-channel logout): anonymous. Linked: the user,
 *   plus the e-ID claims. Not linked yet: anonymous but carrying the e-ID claims, which is what
 *   the first-sign-in routes (auth rule `e-id`) need. Invalid: anonymous.
 *
 * The route's auth rule then decides whether the caller may pass.
 */
export async function resolveIdentity(authorization: string | undefined, ports: Ports): Promise<AuthorizerContext> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  const bearer = match?.[1];
  if (!bearer) return anonymous;
  if (looksLikeJwt(bearer)) return resolveEidToken(bearer, ports);
  const found = await ports.tokens.findWithUser(bearer);
  if (!found) return anonymous;
  const { token, user } = found;
  if (token.revokedAt) return anonymous;
  if (token.expiresAt * 1000 <= ports.clock.now().getTime()) return anonymous;
  if (token.kind === 'development' && !ports.allowDevelopmentTokens) return anonymous;
  if (user.deactivatedAt) return deactivated;
  return signedIn(user, token.tokenId, token.authenticatedAt);
}

async function resolveEidToken(bearer: string, ports: Ports): Promise<AuthorizerContext> {
  if (!ports.eid) return anonymous;
  const eid = await ports.eid.verify(bearer);
  if (!eid) return anonymous;
  // Flat strings: the authorizer context takes no nested values; absent claims are left out.
  const claims = {
    eidSubject: eid.subject,
    // The e-ID session (also for an e-ID not linked yet): its sign-in is reported once (functions/eid/eid-sign-in.ts).
    eidSessionId: eid.sessionId,
    ...(eid.name ? { eidName: eid.name } : {}),
    ...(eid.email ? { eidEmail: eid.email } : {}),
  };
  const found = await ports.eid.linkAndEnds(eid.subject, eid.sessionId);
  // A signed-out session is nobody, not even an e-ID on its way to a first sign-in.
  if (isSessionEnded(eid, found)) return anonymous;
  if (!found.userId) return { authenticated: false, ...claims };
  const user = await ports.eid.user(found.userId);
  if (!user) return { authenticated: false, ...claims };
  // A deactivated user's e-ID signs in to nothing, not even a first sign-in as someone new.
  if (user.deactivatedAt) return deactivated;
  // The token id is the e-ID session's: what logout and DELETE /auth/tokens/{id} end.
  return { ...signedIn(user, eid.sessionId, eidAuthenticatedAt(eid.signedInAt)), ...claims };
}
