import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createDomainOwners, createNotificationRepository } from '../adapters/dynamodb/notification-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import type { NotificationReadPorts, NotifyPorts } from './ports.ts';

/** The notifications context's composition root: the HTTP context reads and marks, the consumer writes. */
export function composeNotifications(config: Config, local?: LocalStandIns): NotificationReadPorts {
  return { notifications: createNotificationRepository(portalTableOf(config)), clock: configuredClock(config, local) };
}

export function composeNotifier(config: Config): NotifyPorts {
  const table = portalTableOf(config);
  return { notifications: createNotificationRepository(table), domains: createDomainOwners(table) };
}
