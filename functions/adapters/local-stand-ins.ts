import type { EventEnvelope } from '#events/envelope.ts';
import type { Clock } from '../ports/clock.ts';

/** A clock the local runtime can move (`runtime.clock.advance(ms)`, `POST /dev/clock`). */
export interface MovableClock extends Clock {
  advance(ms: number): void;
  reset(): void;
  readonly offsetMs: number;
}

/** The local runtime's in-process bus, where the functions publish instead of EventBridge. */
export interface LocalEventSink {
  publish(envelopes: readonly EventEnvelope[]): Promise<void>;
}

/**
 * What the local runtime hands every composition root beside the configuration: the in-process
 * parts that stand in for AWS services and cannot be named by a configuration value.
 */
export interface LocalStandIns {
  clock: MovableClock;
  eventSink: LocalEventSink;
}

/** The stand-ins, or a clear error when a local setting is used outside the local runtime. */
export function requireLocal(local: LocalStandIns | undefined, setting: string): LocalStandIns {
  if (!local) throw new Error(`${setting} is local, but no local runtime handed its stand-ins to this composition`);
  return local;
}
