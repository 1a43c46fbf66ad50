import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { perTable } from './table.ts';

export const notificationKeys = {
  /** In the user's own partition, beside the user item: the user's notifications sort by id, and the id by time. */
  notification: (userId: string, notificationId: string) => ({ pk: `USER#${userId}`, sk: `${notificationKeys.prefix}${notificationId}` }),
  userPartition: (userId: string) => `USER#${userId}`,
  prefix: 'NOTIFICATION#',
  /** A device the user has signed in from (pattern B5), in the same partition. */
  knownDevice: (userId: string, deviceKey: string) => ({ pk: `USER#${userId}`, sk: `${notificationKeys.devicePrefix}${deviceKey}` }),
  devicePrefix: 'DEVICE#',
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

/** A device a user has signed in from (pattern B5 in docs/data-model.md): met first by `firstEventId`. */
export const knownDeviceEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'knownDevice',
      table,
      schema: item({
        userId: string().key(),
        deviceKey: string().key(),
        firstEventId: string(),
        firstSeenAt: string(),
        /** The user's first device of all (a new account's first sign-in): met without a notification. */
        firstOfUser: boolean(),
        browser: string().optional(),
        system: string().optional(),
      }),
      computeKey: ({ userId, deviceKey }) => notificationKeys.knownDevice(userId, deviceKey),
      timestamps: false,
    }),
);
