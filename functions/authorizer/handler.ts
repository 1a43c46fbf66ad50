import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { accessTokenRepository } from '../adapters/dynamodb/access-token-repository.ts';
import { eidSessionRepository } from '../adapters/dynamodb/eid-session-repository.ts';
import { userRepository } from '../adapters/dynamodb/user-repository.ts';
import { config } from '../config.ts';
import type { AuthorizerContext } from '../auth/identity.ts';
import { systemClock } from '../ports/clock.ts';
import { eidTokenVerifier } from './eid-token.ts';
import { resolveIdentity } from './resolve-identity.ts';

const { ALLOW_DEVELOPMENT_TOKENS: allowDevelopmentTokens, OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId } = config();
/** One JSON line per warning (the authorizer stays small: no logging library). */
const logger = { warn: (message: string, extra?: Record<string, unknown>) => console.warn(JSON.stringify({ level: 'WARN', service: 'authorizer', message, ...extra })) };

/** Without a configured provider, e-ID tokens are simply anonymous. The verifier (and its
 * discovery and JWKS cache) lives as long as this cold start. */
const eid = issuer
  ? {
      verify: eidTokenVerifier({ issuer, clientId, logger }),
      linkAndEnds: (subject: string, sessionId: string) => eidSessionRepository.linkAndEnds(subject, sessionId),
      user: (userId: string) => userRepository.get(userId),
    }
  : undefined;

/**
 * The HTTP API's Lambda authorizer (payload 2.0, simple responses). It resolves and never
 * denies: the handler enforces each route's auth rule and answers 401/403 in our error shape
 * and the caller's language (docs/decisions.md). One authorizer for both token kinds: our
 * opaque tokens and the national e-ID provider's JWTs.
 */
export async function handler(event: APIGatewayRequestAuthorizerEventV2): Promise<APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>> {
  const authorization = event.headers?.authorization ?? event.headers?.Authorization;
  const context = await resolveIdentity(authorization, {
    tokens: accessTokenRepository,
    clock: systemClock,
    allowDevelopmentTokens,
    ...(eid ? { eid } : {}),
  });
  return { isAuthorized: true, context };
}
