import type { AccessTokenRecord } from '../adapters/dynamodb/access-token-repository.ts';
import type { UserRecord } from '../adapters/dynamodb/user-repository.ts';
import type { AuthorizerContext } from '../http/pipeline/identity.ts';
import type { Clock } from '../ports/clock.ts';

interface Ports {
  tokens: { findWithUser(token: string): Promise<{ token: AccessTokenRecord; user: UserRecord } | null> };
  clock: Clock;
  allowDevelopmentTokens: boolean;
}

const anonymous: AuthorizerContext = { authenticated: false };

/**
 * Turns the Authorization header into who is calling. Unknown, revoked and expired tokens (TTL
 * deletion is lazy, so expiry is checked here too) resolve to anonymous; the route's auth rule
 * then decides whether anonymous may pass.
 */
export async function resolveIdentity(authorization: string | undefined, ports: Ports): Promise<AuthorizerContext> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  if (!match?.[1]) return anonymous;
  const found = await ports.tokens.findWithUser(match[1]);
  if (!found) return anonymous;
  const { token, user } = found;
  if (token.revokedAt) return anonymous;
  if (token.expiresAt * 1000 <= ports.clock.now().getTime()) return anonymous;
  if (token.kind === 'development' && !ports.allowDevelopmentTokens) return anonymous;
  return {
    authenticated: true,
    userId: user.userId,
    tokenId: token.tokenId,
    isAdmin: user.isAdmin,
    isVerified: Boolean(user.emailVerifiedAt),
    // Handed on so read-only views of the caller (GET /users/me) need no second read.
    user: JSON.stringify(user),
  };
}
