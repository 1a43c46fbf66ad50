import type { Config } from '../../config.ts';
import type { ApiTokenGate } from '../../http/pipeline/api-token.ts';
import { configuredClock } from '../clock/configured-clock.ts';
import { createApiTokenAnswers, createApiTokenUses } from '../dynamodb/api-token-repository.ts';
import { createRateLimitRepository } from '../dynamodb/challenge-repository.ts';
import { portalTableOf } from '../dynamodb/table.ts';
import type { LocalStandIns } from '../local-stand-ins.ts';

/** The API token check's writes, for a context that serves public API routes: the rate-limit windows, the tokens' last use, their writes' answers by Idempotency-Key. */
export function apiTokenGate(config: Config, local?: LocalStandIns): ApiTokenGate {
  const table = portalTableOf(config);
  return { rateLimits: createRateLimitRepository(table), uses: createApiTokenUses(table), answers: createApiTokenAnswers(table), clock: configuredClock(config, local) };
}
