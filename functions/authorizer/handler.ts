import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { createAccessTokenRepository } from '../adapters/dynamodb/access-token-repository.ts';
import { createApiTokenLookup } from '../adapters/dynamodb/api-token-repository.ts';
import { createEidSessionRepository } from '../adapters/dynamodb/eid-session-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { createUserRepository } from '../adapters/dynamodb/user-repository.ts';
import type { Config } from '../config.ts';
import type { AuthorizerContext } from '../auth/identity.ts';
import { acceptCorrelationId, correlationIdHeader, currentInvocation, withInvocation } from '../invocation-context.ts';
import { systemClock } from '../ports/clock.ts';
import { eidTokenVerifier } from './eid-token.ts';
import { authorizationOf } from '../api-tokens/token-rules.ts';
import { resolveIdentity } from './resolve-identity.ts';

/**
 * One JSON line per warning (the authorizer stays small: no logging library), with the API's
 * request id (the handler's lines carry the same) and the browser's correlation id.
 */
const logger = {
  warn: (message: string, extra?: Record<string, unknown>) => {
    const invocation = currentInvocation();
    console.warn(
      JSON.stringify({ level: 'WARN', service: 'authorizer', message, request_id: invocation?.requestId, correlation_id: invocation?.correlationId || undefined, ...extra }),
    );
  },
};

/**
 * The HTTP API's Lambda authorizer (payload 2.0, simple responses). It resolves and never
 * denies: the handler enforces each route's auth rule and answers 401/403 in our error shape
 * and the caller's language (docs/decisions/README.md). One authorizer for both token kinds: our
 * opaque tokens and the national e-ID provider's JWTs.
 */
export function createHandler(config: Config) {
  const { ALLOW_DEVELOPMENT_TOKENS: allowDevelopmentTokens, OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId } = config;
  const table = portalTableOf(config);
  const tokens = createAccessTokenRepository(table);
  const eidSessions = createEidSessionRepository(table);
  const users = createUserRepository(table);
  const apiTokenLookup = createApiTokenLookup(table);
  const apiTokens = { get: (tokenHash: string) => apiTokenLookup.get(tokenHash), user: (userId: string) => users.get(userId) };
  // Without a configured provider, e-ID tokens are simply anonymous. The verifier (and its
  // discovery and JWKS cache) lives as long as this cold start.
  const eid = issuer
    ? {
        verify: eidTokenVerifier({ issuer, clientId, logger }),
        linkAndEnds: (subject: string, sessionId: string) => eidSessions.linkAndEnds(subject, sessionId),
        user: (userId: string) => users.get(userId),
      }
    : undefined;

  return async function authorize(event: APIGatewayRequestAuthorizerEventV2): Promise<APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>> {
    // A bearer token; or an API token's secret in basic auth or X-Api-Key (the ACME protocols' clients).
    const authorization = authorizationOf(event.headers);
    const received = event.headers?.[correlationIdHeader];
    const invocation = { requestId: event.requestContext?.requestId, correlationId: received && acceptCorrelationId(received) === received ? received : '' };
    const context = await withInvocation(invocation, () =>
      resolveIdentity(authorization, { tokens, apiTokens, clock: systemClock, allowDevelopmentTokens, ...(eid ? { eid } : {}) }),
    );
    return { isAuthorized: true, context };
  };
}
