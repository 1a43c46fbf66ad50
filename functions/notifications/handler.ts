import { notificationsApi } from '#shared/api/notifications.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './read-notifications.ts';
import { composeNotifications } from './wiring.ts';

/** The notifications context's handler: the signed-in (verified) user's notifications, read and marked. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const ports = composeNotifications(config, local);
  return httpContextHandler(
    notificationsApi,
    {
      listNotifications: async ({ identity, query }) => ({ data: await listNotifications({ userId: identity.userId, page: query.page, perPage: query.per_page }, ports) }),
      markAllNotificationsRead: async ({ identity }) => ({ data: await markAllNotificationsRead(identity.userId, ports) }),
      markNotificationRead: async ({ identity, params }) => ({ data: await markNotificationRead({ userId: identity.userId, notificationId: params.notificationId }, ports) }),
    },
    httpPipelineOptions(config, local),
    [],
  );
}
