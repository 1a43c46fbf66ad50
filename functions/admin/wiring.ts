import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createSettingsRepository } from '../adapters/dynamodb/settings-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';

/** The administration area's composition root. */
export function composeAdmin(config: Config, local?: LocalStandIns) {
  return { settings: createSettingsRepository(portalTableOf(config)), clock: configuredClock(config, local), deliveryFor: configuredDelivery(config, local) };
}
