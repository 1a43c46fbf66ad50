import type { LocalStandIns } from '#functions/adapters/local-stand-ins.ts';
import type { Config } from '#functions/config.ts';

/**
 * What the local runtime composes every function from: the configuration it would have as
 * environment in AWS, and the in-process stand-ins (movable clock, event bus). Each runtime has
 * its own, so several can run in one process.
 */
export interface LocalComposition {
  config: Config;
  local: LocalStandIns;
}
