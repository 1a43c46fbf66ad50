import type { Notification } from '#shared/schemas/notifications.ts';
import { DomainError } from '../errors.ts';
import type { NotificationRecord } from './model.ts';
import type { NotificationReadPorts } from './ports.ts';

/** Spec §2: the panel loads 10 at a time. */
export const notificationsPerPage = 10;

export function presentNotification(record: NotificationRecord): Notification {
  return {
    id: record.notificationId,
    created_at: record.createdAt,
    read_at: record.readAt ?? null,
    data: { type: record.type, target: record.target, message: record.messageKey, params: record.params, url: record.url },
  };
}

/** The link to the page after `page`, or null on the last page. */
export function nextPageLink(page: number, perPage: number, hasMore: boolean): string | null {
  return hasMore ? `/api/users/me/notifications?page=${page + 1}&per_page=${perPage}` : null;
}

export async function listNotifications(input: { userId: string; page?: number; perPage?: number }, ports: Pick<NotificationReadPorts, 'notifications'>) {
  const page = input.page ?? 1;
  const perPage = input.perPage ?? notificationsPerPage;
  const { items, hasMore } = await ports.notifications.listPage(input.userId, page, perPage);
  return { data: items.map(presentNotification), links: { next: nextPageLink(page, perPage, hasMore) } };
}

/** One of the caller's notifications read; anyone else's (or none) is 404. */
export async function markNotificationRead(input: { userId: string; notificationId: string }, ports: NotificationReadPorts): Promise<Notification> {
  const record = await ports.notifications.markRead(input.userId, input.notificationId, ports.clock.now());
  if (!record) throw new DomainError('not_found');
  return presentNotification(record);
}

export async function markAllNotificationsRead(userId: string, ports: NotificationReadPorts) {
  const marked = await ports.notifications.markAllRead(userId, ports.clock.now());
  return { marked };
}
