import type { Clock } from '../ports/clock.ts';
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

/** Who owns a domain (a renewal's event names the domain, not its owner). */
export interface DomainOwners {
  ownerOf(domainId: string): Promise<{ ownerType: 'user' | 'team'; ownerId: string } | null>;
}

export interface NotifyPorts {
  notifications: Pick<NotificationRepository, 'recordOnce'>;
  domains: DomainOwners;
}

export interface NotificationReadPorts {
  notifications: NotificationRepository;
  clock: Clock;
}
