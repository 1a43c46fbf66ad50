import type { AccessTokenRecord } from '../adapters/dynamodb/access-token-repository.ts';
import type { UserRecord } from '../adapters/dynamodb/user-repository.ts';
import type { AuthorizerContext } from '../http/pipeline/identity.ts';
import type { Clock } from '../ports/clock.ts';

interface Ports {
  tokens: { findByToken(token: string): Promise<AccessTokenRecord | null> };
  users: { get(userId: string): Promise<UserRecord | null> };
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
  const token = await ports.tokens.findByToken(match[1]);
  if (!token || token.revokedAt) return anonymous;
  if (token.expiresAt * 1000 <= ports.clock.now().getTime()) return anonymous;
  if (token.kind === 'development' && !ports.allowDevelopmentTokens) return anonymous;
  const user = await ports.users.get(token.userId);
  if (!user) return anonymous;
  return {
    authenticated: true,
    userId: user.userId,
    tokenId: token.tokenId,
    isAdmin: user.isAdmin,
    isVerified: Boolean(user.emailVerifiedAt),
  };
}
