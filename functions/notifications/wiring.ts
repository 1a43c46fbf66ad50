import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createNoticeRepository } from '../adapters/dynamodb/notice-repository.ts';
import { createDomainOwners, createKnownDevices, createMailRecipients, createNotificationRepository } from '../adapters/dynamodb/notification-repository.ts';
import { createNotMeLinkRepository } from '../adapters/dynamodb/not-me-link-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { createTeamOwnerLookup } from '../adapters/dynamodb/team-owner-lookup.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { configuredMailer } from '../adapters/messages/configured-messaging.ts';
import type { Config } from '../config.ts';
import type { NotificationReadPorts, NotifyPorts } from './ports.ts';

/** The notifications context's composition root: the HTTP context reads and marks, the consumer writes and mails. */
export function composeNotifications(config: Config, local?: LocalStandIns): NotificationReadPorts {
  return { notifications: createNotificationRepository(portalTableOf(config)), clock: configuredClock(config, local) };
}

export function composeNotifier(config: Config, local?: LocalStandIns): NotifyPorts {
  const table = portalTableOf(config);
  return {
    notifications: createNotificationRepository(table),
    domains: createDomainOwners(table),
    teams: createTeamOwnerLookup(table),
    devices: createKnownDevices(table),
    recipients: createMailRecipients(table),
    // The sent-mail marks the order-mail consumer keeps (pattern M1), under keys of their own.
    sentMails: createNoticeRepository(table),
    notMeLinks: createNotMeLinkRepository(table),
    mailer: configuredMailer(config, local),
    clock: configuredClock(config, local),
    origin: config.PUBLIC_URL.replace(/\/+$/, ''),
  };
}
