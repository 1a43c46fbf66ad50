import useSWRInfinite from 'swr/infinite';
import type { Notification } from '#shared/schemas/notifications.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** Spec §2: the panel loads 10 at a time. */
export const notificationsPerPage = 10;

export interface NotificationPage {
  data: Notification[];
  links: { next: string | null };
}

/** The SWR key of a page (from 0), or null past the last page (the one before had no `links.next`). */
export function notificationsPageKey(index: number, previous: NotificationPage | null): string | null {
  if (previous && previous.links.next === null) return null;
  return apiPath('listNotifications', { query: { page: String(index + 1), per_page: String(notificationsPerPage) } });
}

function getNotificationPage(path: string): Promise<NotificationPage> {
  const page = new URL(path, 'http://x').searchParams.get('page') ?? '1';
  return callApi('listNotifications', { query: { page, per_page: String(notificationsPerPage) } });
}

/** `GET /users/me/notifications`, a page at a time (infinite scroll); nothing is fetched until `enabled`. */
export function useNotifications(enabled: boolean) {
  return useSWRInfinite((index, previous: NotificationPage | null) => (enabled ? notificationsPageKey(index, previous) : null), getNotificationPage, {
    revalidateFirstPage: true,
  });
}
