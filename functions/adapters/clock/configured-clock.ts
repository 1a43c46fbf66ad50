import type { Config } from '../../config.ts';
import { type Clock, systemClock } from '../../ports/clock.ts';
import { type LocalStandIns, type MovableClock, requireLocal } from '../local-stand-ins.ts';

/**
 * The local runtime's clock: the system time plus an offset the runtime can move, so tests and
 * developers can let codes, links and transfers come due without waiting.
 */
export function createMovableClock(): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number): void {
      offsetMs += ms;
    },
    reset(): void {
      offsetMs = 0;
    },
    get offsetMs(): number {
      return offsetMs;
    },
  };
}

/** The clock a configuration selects: the local runtime's movable one locally, the system clock in AWS. */
export function configuredClock(config: Pick<Config, 'STAGE'>, local?: LocalStandIns): Clock {
  return config.STAGE === 'local' ? requireLocal(local, 'STAGE').clock : systemClock;
}
