import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { perTable } from './table.ts';

export const notificationKeys = {
  /** In the user's own partition, beside the user item: the user's notifications sort by id, and the id by time. */
  notification: (userId: string, notificationId: string) => ({ pk: `USER#${userId}`, sk: `${notificationKeys.prefix}${notificationId}` }),
  userPartition: (userId: string) => `USER#${userId}`,
  prefix: 'NOTIFICATION#',
} as const;

/** A notification of a user (patterns B1–B4 in docs/data-model.md). */
export const notificationEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'notification',
      table,
      schema: item({
        userId: string().key(),
        notificationId: string().key(),
        eventId: string(),
        createdAt: string(),
        readAt: string().optional(),
        type: string().enum('danger', 'info'),
        target: string().optional(),
        messageKey: string(),
        params: any(),
        url: string().optional(),
      }),
      computeKey: ({ userId, notificationId }) => notificationKeys.notification(userId, notificationId),
      timestamps: false,
    }),
);
