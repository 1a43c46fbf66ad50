import { markAllReadResponse, notificationListQuery, notificationListResponse, notificationResponse } from '../schemas/notifications.ts';
import { defineRoutes } from './contract.ts';

/** Context `notifications`: the signed-in user's notifications (spec §2 panel, §7). Verified users only (spec §4). */
export const notificationsApi = defineRoutes([
  {
    id: 'listNotifications',
    method: 'GET',
    path: '/users/me/notifications',
    context: 'notifications',
    auth: 'verified',
    request: { query: notificationListQuery },
    response: { status: 200, schema: notificationListResponse },
  },
  {
    id: 'markAllNotificationsRead',
    method: 'PATCH',
    path: '/users/me/notifications/mark-as-read',
    context: 'notifications',
    auth: 'verified',
    response: { status: 200, schema: markAllReadResponse },
  },
  {
    id: 'markNotificationRead',
    method: 'PATCH',
    path: '/users/me/notifications/{notificationId}/mark-as-read',
    context: 'notifications',
    auth: 'verified',
    response: { status: 200, schema: notificationResponse },
  },
]);
