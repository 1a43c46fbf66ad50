import type { AccessTokenRecord } from '../auth/model.ts';
import type { UserRecord } from '../users/model.ts';
import type { AuthorizerContext } from '../auth/identity.ts';
import { isSessionEnded, type RecordedEnds } from '../eid/eid-sessions.ts';
import type { Clock } from '../ports/clock.ts';
import { eidAuthenticatedAt } from '../auth/freshness.ts';
import { type EidToken, looksLikeJwt } from './eid-token.ts';
import { apiTokenPrefix } from '#shared/api-tokens.ts';
import type { ApiTokenContext, ApiTokenRecord } from '../api-tokens/model.ts';
import { hashApiTokenSecret, isApiTokenSecret } from '../api-tokens/token-rules.ts';

interface Ports {
  tokens: { findWithUser(token: string): Promise<{ token: AccessTokenRecord; user: UserRecord } | null> };
  clock: Clock;
  allowDevelopmentTokens: boolean;
  /** API tokens (issue 30): the token by its secret's hash (one consistent GetItem), then a person's token's user. */
  apiTokens?: {
    get(tokenHash: string): Promise<ApiTokenRecord | null>;
    user(userId: string): Promise<UserRecord | null>;
  };
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
  if (bearer.startsWith(apiTokenPrefix)) return resolveApiToken(bearer, ports);
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

/**
 * An API token (`okn_…`): the token by its hash, handed on whole (but its hash's TTL) for the
 * HTTP pipeline to check on the portal's clock — revoked, expired, unused too long, outside its
 * address ranges (401 `token_invalid`), its scope and domains (403), its limits (429). A person's
 * token stands for the person (a deactivated one: refused); a team's stands for the team itself,
 * so it survives any member's leaving: the id is the team's, the user a stand-in that reaches
 * nothing but the team's domains (functions/domains/own-domain.ts) and is never an administrator.
 */
async function resolveApiToken(bearer: string, ports: Ports): Promise<AuthorizerContext> {
  if (!ports.apiTokens || !isApiTokenSecret(bearer)) return anonymous;
  const found = await ports.apiTokens.get(hashApiTokenSecret(bearer));
  if (!found) return anonymous;
  const { expiresAt: _ttl, ...token } = found;
  const apiToken: ApiTokenContext = token;
  let user: UserRecord;
  if (token.ownerType === 'user') {
    const owner = await ports.apiTokens.user(token.ownerId);
    if (!owner) return anonymous;
    if (owner.deactivatedAt) return deactivated;
    user = owner;
  } else {
    const at = token.createdAt;
    user = {
      userId: token.ownerId,
      email: '',
      name: token.name,
      isAdmin: false,
      isUsingSamleikin: false,
      hasSharedDomains: false,
      unreadNotificationsCount: 0,
      emailVerifiedAt: at,
      createdAt: at,
      updatedAt: at,
    };
  }
  return {
    authenticated: true,
    userId: user.userId,
    tokenId: token.tokenId,
    // A token never reaches the administration, whoever made it.
    isAdmin: false,
    isVerified: Boolean(user.emailVerifiedAt),
    user: JSON.stringify({ ...user, isAdmin: false }),
    apiToken: JSON.stringify(apiToken),
  };
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
