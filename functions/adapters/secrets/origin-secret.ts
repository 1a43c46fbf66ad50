import type { Config } from '../../config.ts';
import { configuredClock } from '../clock/configured-clock.ts';
import type { LocalStandIns } from '../local-stand-ins.ts';
import { type OriginCheck, originCheck } from '../../http/pipeline/origin-check.ts';
import { originSecretValue } from '../../ports/origin-secret.ts';
import { readSecretString } from './secret-string.ts';

/**
 * The edge check as the configuration selects its secret: fixed (`ORIGIN_VERIFY_SECRET`: the
 * local runtime, whose gateway plays CloudFront), or the Secrets Manager secret
 * (`ORIGIN_VERIFY_SECRET_ARN`, `{current, previous?}`). Without either there is no edge to check
 * (a handler composed alone in a test), and there is no check.
 */
export function configuredOriginCheck(config: Pick<Config, 'ORIGIN_VERIFY_SECRET' | 'ORIGIN_VERIFY_SECRET_ARN'>): OriginCheck | undefined {
  const fixed = config.ORIGIN_VERIFY_SECRET;
  if (fixed) return originCheck(async () => ({ current: fixed }));
  const arn = config.ORIGIN_VERIFY_SECRET_ARN;
  if (!arn) return undefined;
  return originCheck(async () => originSecretValue.parse(JSON.parse((await readSecretString(arn)) ?? '{}')));
}

/**
 * What every context's HTTP pipeline is composed with (its third argument): the edge check, and
 * the clock a risky route's fresh sign-in is measured against (the local runtime's movable one).
 */
export function httpPipelineOptions(config: Config, local?: LocalStandIns) {
  return { STAGE: config.STAGE, originCheck: configuredOriginCheck(config), clock: configuredClock(config, local) };
}
