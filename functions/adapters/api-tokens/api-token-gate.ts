import type { Config } from '../../config.ts';
import type { ApiTokenGate } from '../../http/pipeline/api-token.ts';
import { configuredClock } from '../clock/configured-clock.ts';
import { createApiTokenUses } from '../dynamodb/api-token-repository.ts';
import { createRateLimitRepository } from '../dynamodb/challenge-repository.ts';
import { portalTableOf } from '../dynamodb/table.ts';
import type { LocalStandIns } from '../local-stand-ins.ts';

/** The API token check's writes, for a context that serves public API routes: the rate-limit windows and the tokens' last use. */
export function apiTokenGate(config: Config, local?: LocalStandIns): ApiTokenGate {
  const table = portalTableOf(config);
  return { rateLimits: createRateLimitRepository(table), uses: createApiTokenUses(table), clock: configuredClock(config, local) };
}
