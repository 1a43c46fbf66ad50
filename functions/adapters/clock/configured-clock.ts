import { config } from '../../config.ts';
import { type Clock, systemClock } from '../../ports/clock.ts';

/**
 * The local runtime's clock: the system time plus an offset the runtime can move
 * (`runtime.clock.advance(ms)`, `POST /dev/clock`), so tests and developers can let codes and
 * links expire without waiting. Only `STAGE=local` uses it.
 */
let offsetMs = 0;

export const localClock = {
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
} satisfies Clock & Record<string, unknown>;

/** The clock this process's configuration selects: the movable one locally, the system clock in AWS. */
export function configuredClock(): Clock {
  return config().STAGE === 'local' ? localClock : systemClock;
}
