import { TransactionCanceledException } from './errors.ts';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { defaultLocale } from '#shared/locales.ts';
import type { NotificationMessageKey } from '#shared/schemas/notifications.ts';
import type { NotificationRecord } from '../../notifications/model.ts';
import type { DeviceMeeting, DomainOwners, KnownDevices, MailRecipients, NotificationRepository } from '../../notifications/ports.ts';
import { getItem } from './commands/get.ts';
import { putItem } from './commands/put.ts';
import { queryItems } from './commands/query.ts';
import { putTransaction } from './commands/transact-put.ts';
import { updateTransaction } from './commands/transact-update.ts';
import { isConditionFailure } from './conditions.ts';
import { domainShareEntity, domainShareKeys } from './domain-share-entities.ts';
import { userEntity } from './entities.ts';
import { knownDeviceEntity, notificationEntity, notificationKeys } from './notification-entities.ts';
import { domainEntity } from './order-entities.ts';
import type { PortalTable } from './table.ts';

/** DynamoDB takes at most 100 actions per transaction: 99 notifications and their user's count. */
const marksPerTransaction = 99;

type StoredNotification = Awaited<ReturnType<ReturnType<typeof getItem<ReturnType<typeof notificationEntity>>>>>['Item'];

function recordOf(item: NonNullable<StoredNotification>): NotificationRecord {
  return {
    userId: item.userId,
    notificationId: item.notificationId,
    eventId: item.eventId,
    createdAt: item.createdAt,
    ...(item.readAt ? { readAt: item.readAt } : {}),
    type: item.type,
    target: item.target ?? null,
    messageKey: item.messageKey as NotificationMessageKey,
    params: (item.params ?? {}) as Record<string, string | number>,
    url: item.url ?? null,
  };
}

function cancelledAt(error: unknown): Set<number> {
  const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
  return new Set(reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : [])));
}

/** A user's notifications and the unread count on the user item, written together (docs/data-model.md B1–B4). */
export function createNotificationRepository(table: PortalTable): NotificationRepository {
  const notifications = {
    get: getItem(notificationEntity(table)),
    query: queryItems(notificationEntity(table)),
    transactPut: putTransaction(notificationEntity(table)),
    transactUpdate: updateTransaction(notificationEntity(table)),
  };
  const users = { transactUpdate: updateTransaction(userEntity(table)) };
  const countBy = (userId: string, change: number) => users.transactUpdate({ userId, unreadNotificationsCount: $add(change) }, { condition: { attr: 'userId', exists: true } });
  const markOne = (userId: string, notificationId: string, at: Date) =>
    notifications.transactUpdate(
      { userId, notificationId, readAt: at.toISOString() },
      {
        condition: {
          and: [
            { attr: 'notificationId', exists: true },
            { attr: 'readAt', exists: false },
          ],
        },
      },
    );

  async function get(userId: string, notificationId: string) {
    const { Item } = await notifications.get({ userId, notificationId }, { consistent: true });
    return Item ? recordOf(Item) : null;
  }

  /** One mark and its count change; false when it was read already (or is not there). */
  async function markSingle(userId: string, notificationId: string, at: Date): Promise<boolean> {
    try {
      await executeTransactWrite(markOne(userId, notificationId, at), countBy(userId, -1));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  return {
    async recordOnce(notification) {
      const { target, url, readAt: _readAt, ...rest } = notification;
      try {
        await executeTransactWrite(
          notifications.transactPut(
            { ...rest, ...(target !== null ? { target } : {}), ...(url !== null ? { url } : {}) },
            { condition: { attr: 'notificationId', exists: false } },
          ),
          countBy(notification.userId, 1),
        );
        return 'recorded';
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return cancelledAt(error).has(0) ? 'already-recorded' : 'no-user';
      }
    },

    async listPage(userId, page, perPage) {
      // Newest first from the user's partition; a later page reads the pages before it (page × per_page items at most).
      const wanted = page * perPage + 1;
      const { Items = [] } = await notifications.query(
        { partition: notificationKeys.userPartition(userId), range: { beginsWith: notificationKeys.prefix } },
        { reverse: true, limit: wanted },
      );
      const items = Items.slice((page - 1) * perPage, page * perPage).map(recordOf);
      return { items, hasMore: Items.length > page * perPage };
    },

    async markRead(userId, notificationId, at) {
      await markSingle(userId, notificationId, at);
      return get(userId, notificationId);
    },

    async markAllRead(userId, at) {
      const { Items = [] } = await notifications.query(
        { partition: notificationKeys.userPartition(userId), range: { beginsWith: notificationKeys.prefix } },
        { filters: { notification: { attr: 'readAt', exists: false } }, attributes: ['notificationId'], maxPages: Infinity },
      );
      let marked = 0;
      for (let start = 0; start < Items.length; start += marksPerTransaction) {
        const ids = Items.slice(start, start + marksPerTransaction).map((item) => item.notificationId);
        try {
          await executeTransactWrite(...ids.map((id) => markOne(userId, id, at)), countBy(userId, -ids.length));
          marked += ids.length;
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
          // One of them was marked meanwhile: mark the rest one by one, each with its count.
          for (const id of ids) if (await markSingle(userId, id, at)) marked += 1;
        }
      }
      return marked;
    },
  };
}

/** The owner of a domain, for notifications that name only the domain, and its technical managers. */
export function createDomainOwners(table: PortalTable): DomainOwners {
  const domains = { get: getItem(domainEntity(table)) };
  const shares = { query: queryItems(domainShareEntity(table)) };
  return {
    async ownerOf(domainId) {
      const { Item } = await domains.get({ domainId }, { attributes: ['ownerType', 'ownerId'] });
      return Item ? { ownerType: Item.ownerType, ownerId: Item.ownerId } : null;
    },
    async managersOf(domainId) {
      const { Items = [] } = await shares.query(
        { partition: domainShareKeys.domainPartition(domainId), range: { beginsWith: domainShareKeys.sharePrefix } },
        { attributes: ['userId'], maxPages: Infinity },
      );
      return Items.map((item) => item.userId);
    },
  };
}

/** A user's address, language and name, for the notification e-mails. */
export function createMailRecipients(table: PortalTable): MailRecipients {
  const users = { get: getItem(userEntity(table)) };
  return {
    async recipientOf(userId) {
      const { Item } = await users.get({ userId }, { attributes: ['email', 'language', 'name'] });
      if (!Item) return null;
      return { email: Item.email, language: Item.language ?? defaultLocale, name: Item.name.trim() === '' ? null : Item.name };
    },
  };
}

/** The devices a user has signed in from (pattern B5): read, then put once (`attribute_not_exists`). */
export function createKnownDevices(table: PortalTable): KnownDevices {
  const devices = { get: getItem(knownDeviceEntity(table)), put: putItem(knownDeviceEntity(table)), query: queryItems(knownDeviceEntity(table)) };
  const meetingOf = (item: { firstEventId: string; firstOfUser: boolean }, eventId: string): DeviceMeeting => ({
    isNew: item.firstEventId === eventId,
    isFirstOfUser: item.firstOfUser,
  });

  return {
    async meet({ userId, deviceKey, eventId, at, browser, system }) {
      const { Item } = await devices.get({ userId, deviceKey }, { consistent: true });
      if (Item) return meetingOf(Item, eventId);
      // One device of the user's is enough to know this is not the account's first sign-in.
      const { Items = [] } = await devices.query(
        { partition: notificationKeys.userPartition(userId), range: { beginsWith: notificationKeys.devicePrefix } },
        { limit: 1, attributes: ['deviceKey'] },
      );
      const record = {
        userId,
        deviceKey,
        firstEventId: eventId,
        firstSeenAt: at.toISOString(),
        firstOfUser: Items.length === 0,
        ...(browser ? { browser } : {}),
        ...(system ? { system } : {}),
      };
      try {
        await devices.put(record, { condition: { attr: 'deviceKey', exists: false } });
        return meetingOf(record, eventId);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        // Another sign-in met it at the same moment: whichever wrote first met it.
        const { Item: written } = await devices.get({ userId, deviceKey }, { consistent: true });
        return meetingOf(written!, eventId);
      }
    },
  };
}
