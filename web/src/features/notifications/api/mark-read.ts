import type { Notification } from '#shared/schemas/notifications.ts';
import { callApi } from '#web/lib/call-api.ts';

/** `PATCH /users/me/notifications/{id}/mark-as-read`: the notification, read. */
export function markNotificationRead(notificationId: string): Promise<Notification> {
  return callApi('markNotificationRead', { params: { notificationId } });
}

/** `PATCH /users/me/notifications/mark-as-read`. */
export function markAllNotificationsRead(): Promise<{ marked: number }> {
  return callApi('markAllNotificationsRead');
}
