import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { configuredEventPublisher } from '../adapters/events/event-publisher.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { configuredRegistrySignatureCheck } from '../adapters/registry/configured-registry-webhooks.ts';
import type { Config } from '../config.ts';

/** The webhook receiver's adapters: the signature check, the clock, the bus (no table). */
export function composeRegistryWebhooks(config: Config, local?: LocalStandIns) {
  return {
    verify: configuredRegistrySignatureCheck(config),
    clock: configuredClock(config, local),
    publisher: configuredEventPublisher(config, local),
  };
}
