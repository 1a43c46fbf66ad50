import type { Config } from '../../config.ts';
import { type Clock, systemClock } from '../../ports/clock.ts';
import { type LocalStandIns, type MovableClock, requireLocal } from '../local-stand-ins.ts';

/** Where a movable clock keeps its offset across restarts (the local runtime's data folder). */
export interface ClockOffsetStore {
  /** The offset the last run left, 0 when none. */
  load(): number;
  /** Called with every new offset before the move is answered. */
  save(offsetMs: number): void;
}

/**
 * The local runtime's clock: the system time plus an offset the runtime can move, so tests and
 * developers can let codes, links and transfers come due without waiting. With a store the
 * offset outlives the process, so a runtime started again on its data does not go back in time
 * behind the orders it wrote.
 */
export function createMovableClock(store?: ClockOffsetStore): MovableClock {
  let offsetMs = store?.load() ?? 0;
  const move = (next: number) => {
    store?.save(next);
    offsetMs = next;
  };
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number): void {
      move(offsetMs + ms);
    },
    reset(): void {
      move(0);
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
