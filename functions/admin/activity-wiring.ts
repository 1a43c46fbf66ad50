import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createActivityLog } from '../adapters/dynamodb/admin-activity-log.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';

/** The composition root of the admin activity log (the `admin` Lambda). */
export function composeAdminActivity(config: Config, local?: LocalStandIns) {
  return { log: createActivityLog(portalTableOf(config)), clock: configuredClock(config, local) };
}
