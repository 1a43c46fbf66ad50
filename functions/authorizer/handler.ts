import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult } from 'aws-lambda';
import { accessTokenRepository } from '../adapters/dynamodb/access-token-repository.ts';
import { config } from '../config.ts';
import type { AuthorizerContext } from '../http/pipeline/identity.ts';
import { systemClock } from '../ports/clock.ts';
import { resolveIdentity } from './resolve-identity.ts';

const allowDevelopmentTokens = config().ALLOW_DEVELOPMENT_TOKENS;

/**
 * The HTTP API's Lambda authorizer (payload 2.0, simple responses). It resolves and never
 * denies: the handler enforces each route's auth rule and answers 401/403 in our error shape
 * and the caller's language (docs/decisions.md).
 */
export async function handler(event: APIGatewayRequestAuthorizerEventV2): Promise<APIGatewaySimpleAuthorizerWithContextResult<AuthorizerContext>> {
  const authorization = event.headers?.authorization ?? event.headers?.Authorization;
  const context = await resolveIdentity(authorization, {
    tokens: accessTokenRepository,
    clock: systemClock,
    allowDevelopmentTokens,
  });
  return { isAuthorized: true, context };
}
