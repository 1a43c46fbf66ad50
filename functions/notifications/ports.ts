import type { Locale } from '#shared/locales.ts';
import type { Clock } from '../ports/clock.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { NotMeLinkRepository } from '../domain-settings/not-me-model.ts';
import type { NotificationRecord } from './model.ts';

/**
 * A user's notifications (patterns B1–B4 in docs/data-model.md). Every write that changes whether
 * a notification is unread changes the user's `unreadNotificationsCount` in the same transaction,
 * so the count is never a query.
 */
export interface NotificationRepository {
  /**
   * Writes the notification and adds 1 to its user's unread count, together; once per
   * notification id (`already-recorded` for a redelivered event), `no-user` when the user is gone.
   */
  recordOnce(notification: NotificationRecord): Promise<'recorded' | 'already-recorded' | 'no-user'>;
  /** The user's notifications newest first: page `page` (from 1) of `perPage`, and whether more follow. */
  listPage(userId: string, page: number, perPage: number): Promise<{ items: NotificationRecord[]; hasMore: boolean }>;
  /**
   * Marks one of the user's notifications read and takes 1 from the unread count, together; one
   * already read is answered as it is. Null when the user has no such notification.
   */
  markRead(userId: string, notificationId: string, at: Date): Promise<NotificationRecord | null>;
  /** Marks every unread notification of the user read, taking as many from the count; answers how many. */
  markAllRead(userId: string, at: Date): Promise<number>;
}

/** Who owns a domain (a renewal's event names the domain, not its owner), and who manages it with them. */
export interface DomainOwners {
  ownerOf(domainId: string): Promise<{ ownerType: 'user' | 'team'; ownerId: string } | null>;
  /** The domain's technical managers (the users it is shared with: pattern S2). */
  managersOf(domainId: string): Promise<string[]>;
}

/** A device met at a sign-in, and what that says (pattern B5 in docs/data-model.md). */
export interface DeviceMeeting {
  /** This sign-in (its event) is the one that met the device first: a redelivery of it answers true again. */
  isNew: boolean;
  /** The device was the user's first of all (a new account's first sign-in). */
  isFirstOfUser: boolean;
}

/** The devices each user has signed in from, by key (a hash: `deviceKeyOf` in auth/sessions.ts). */
export interface KnownDevices {
  /** Remembers the device once, for the sign-in event that met it first (conditional put). */
  meet(input: { userId: string; deviceKey: string; eventId: string; at: Date; browser: string | null; system: string | null }): Promise<DeviceMeeting>;
}

/** Where and how a user is written to: their address, language and name (null when the user is gone). */
export interface MailRecipients {
  recipientOf(userId: string): Promise<{ email: string; language: Locale; name: string | null } | null>;
}

/** Which notification e-mails went out, by a key of the event and the address (a redelivery mails no one twice). */
export interface SentMails {
  wasSent(key: string): Promise<boolean>;
  recordSent(key: string, to: string, at: Date): Promise<void>;
}

/** A team's owners, longest-standing first (a team's domain tells its owners). */
export interface TeamOwners {
  ownersOf(teamId: string): Promise<string[]>;
}

export interface NotifyPorts {
  notifications: Pick<NotificationRepository, 'recordOnce'>;
  domains: DomainOwners;
  teams: TeamOwners;
  devices: KnownDevices;
  recipients: MailRecipients;
  sentMails: SentMails;
  /** "This was not me" links, one per recipient of a change's mail (docs/decisions/this-was-not-me.md). */
  notMeLinks: Pick<NotMeLinkRepository, 'create'>;
  mailer: Mailer;
  clock: Clock;
  /** The portal's origin (PUBLIC_URL without a trailing slash), the one address a mail names. */
  origin: string;
}

export interface NotificationReadPorts {
  notifications: NotificationRepository;
  clock: Clock;
}
