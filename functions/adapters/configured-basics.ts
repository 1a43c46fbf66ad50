import type { EventEnvelope } from '#events/envelope.ts';
import type { Config } from '../config.ts';
import type { DeliveryLogger } from '../events/deliver-events.ts';
import type { Clock } from '../ports/clock.ts';
import { configuredClock } from './clock/configured-clock.ts';
import { configuredDelivery } from './events/configured-delivery.ts';
import type { LocalStandIns } from './local-stand-ins.ts';

/** What a job, consumer or route that publishes is handed besides its own adapters: the clock, delivery that logs with its logger, and that logger. */
export interface Basics<L extends DeliveryLogger> {
  clock: Clock;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
  logger: L;
}

/**
 * The clock, the `deliver` port and the logger as a configuration selects them: a composition
 * root spreads them into its ports (`{ ...configuredBasics(config, local, logger), domains: … }`).
 * It carries nothing besides what every root that publishes already imports.
 */
export function configuredBasics<L extends DeliveryLogger>(config: Config, local: LocalStandIns | undefined, logger: L): Basics<L> {
  return { clock: configuredClock(config, local), deliver: configuredDelivery(config, local)(logger), logger };
}
