import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $remove, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { EventEnvelope } from '#events/envelope.ts';
import { DomainError } from '../../errors.ts';
import { deleteItem } from './commands/delete.ts';
import { getItem } from './commands/get.ts';
import { putItem } from './commands/put.ts';
import { queryItems } from './commands/query.ts';
import { deleteTransaction } from './commands/transact-delete.ts';
import { putTransaction } from './commands/transact-put.ts';
import { updateTransaction } from './commands/transact-update.ts';
import { updateItem } from './commands/update.ts';
import { isConditionFailure } from './conditions.ts';
import { outboxEventEntity } from './entities.ts';
import { orderKeys } from './order-entities.ts';
import type { PortalTable } from './table.ts';
import { webhookAttemptEntity, webhookDeliveryEntity, webhookEndpointEntity, webhookKeys, webhookRetryEntity } from './webhook-entities.ts';
import type { WebhookAttemptRecord, WebhookDeliveryRecord, WebhookEndpointRecord } from '../../webhooks/model.ts';
import type { WebhookRepository } from '../../webhooks/ports.ts';

const thirtyDays = 30 * 24 * 3600;
const week = 7 * 24 * 3600;
const epochSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

type StoredAttempt = Omit<WebhookAttemptRecord, 'status' | 'error' | 'nextAttemptAt'> & { status?: number; error?: string; nextAttemptAt?: string };
const attemptOf = (item: StoredAttempt): WebhookAttemptRecord => ({
  endpointId: item.endpointId,
  deliveryId: item.deliveryId,
  type: item.type,
  attempt: item.attempt,
  at: item.at,
  status: item.status ?? null,
  ok: item.ok,
  durationMs: item.durationMs,
  error: (item.error ?? null) as WebhookAttemptRecord['error'],
  nextAttemptAt: item.nextAttemptAt ?? null,
});
const storedAttempt = (attempt: WebhookAttemptRecord): StoredAttempt => ({
  endpointId: attempt.endpointId,
  deliveryId: attempt.deliveryId,
  type: attempt.type,
  attempt: attempt.attempt,
  at: attempt.at,
  ok: attempt.ok,
  durationMs: attempt.durationMs,
  ...(attempt.status !== null ? { status: attempt.status } : {}),
  ...(attempt.error !== null ? { error: attempt.error } : {}),
  ...(attempt.nextAttemptAt !== null ? { nextAttemptAt: attempt.nextAttemptAt } : {}),
});
const endpointOf = (item: object): WebhookEndpointRecord => item as WebhookEndpointRecord;

/** Webhook endpoints, deliveries, attempts and waiting retries in the table (docs/data-model.md, patterns W1–W5). */
export function createWebhookRepository(table: PortalTable): WebhookRepository {
  const endpoints = {
    get: getItem(webhookEndpointEntity(table)),
    put: putItem(webhookEndpointEntity(table)),
    update: updateItem(webhookEndpointEntity(table)),
    remove: deleteItem(webhookEndpointEntity(table)),
    query: queryItems(webhookEndpointEntity(table)),
    transactUpdate: updateTransaction(webhookEndpointEntity(table)),
  };
  const deliveries = {
    get: getItem(webhookDeliveryEntity(table)),
    put: putItem(webhookDeliveryEntity(table)),
    transactUpdate: updateTransaction(webhookDeliveryEntity(table)),
  };
  const attempts = { query: queryItems(webhookAttemptEntity(table)), transactPut: putTransaction(webhookAttemptEntity(table)) };
  const retries = {
    query: queryItems(webhookRetryEntity(table)),
    transactPut: putTransaction(webhookRetryEntity(table)),
    transactDelete: deleteTransaction(webhookRetryEntity(table)),
  };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };
  const outboxPut = (event: EventEnvelope) => outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event });

  return {
    async create(endpoint) {
      await endpoints.put(endpoint, { condition: { attr: 'endpointId', exists: false } });
    },

    /** W1: one endpoint (consistent: a switch or rotation holds from the next delivery on). */
    async get(endpointId) {
      const { Item } = await endpoints.get({ endpointId }, { consistent: true });
      return Item ? endpointOf(Item) : null;
    },

    /** W2: an owner's endpoints, newest first. */
    async listOfOwner(ownerId) {
      const found: WebhookEndpointRecord[] = [];
      let exclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await endpoints.query(
          { index: 'gsi1', partition: orderKeys.owner(ownerId), range: { beginsWith: webhookKeys.ownerEndpointPrefix } },
          { reverse: true, ...(exclusiveStartKey ? { exclusiveStartKey } : {}) },
        );
        found.push(...(page.Items ?? []).map(endpointOf));
        exclusiveStartKey = page.LastEvaluatedKey;
      } while (exclusiveStartKey);
      return found;
    },

    async update(endpointId, changes) {
      // Switched on or off by its owner: the failing run and the portal's switch-off are over.
      const fresh = changes.enabled !== undefined ? { disabledByFailures: $remove(), failingSince: $remove() } : {};
      try {
        await endpoints.update({ endpointId, ...changes, ...(changes.events ? { events: $set(changes.events) } : {}), ...fresh } as never, {
          condition: { attr: 'endpointId', exists: true },
        });
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('not_found', undefined, { cause: error });
        throw error;
      }
    },

    async remove(endpointId) {
      // Its deliveries and attempts go with their TTL; a waiting retry finds no endpoint and is skipped.
      await endpoints.remove({ endpointId });
    },

    async createDelivery(delivery) {
      try {
        await deliveries.put({ ...delivery, expiresAt: epochSeconds(delivery.createdAt) + thirtyDays }, { condition: { attr: 'deliveryId', exists: false } });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** W3: one delivery of an endpoint. */
    async getDelivery(endpointId, deliveryId) {
      const { Item } = await deliveries.get({ endpointId, deliveryId }, { consistent: true });
      if (!Item) return null;
      const { expiresAt: _expiresAt, ...delivery } = Item;
      return delivery as WebhookDeliveryRecord;
    },

    async recordAttempt({ attempt, delivery, failingSince, switchOff }) {
      const { endpointId, deliveryId } = attempt;
      try {
        await executeTransactWrite(
          attempts.transactPut({ ...storedAttempt(attempt), expiresAt: epochSeconds(attempt.at) + thirtyDays }),
          ...(delivery
            ? [
                deliveries.transactUpdate(
                  { endpointId, deliveryId, attempts: delivery.attempts, state: delivery.state, nextAttemptAt: delivery.nextAttemptAt ?? $remove() } as never,
                  { condition: { attr: 'deliveryId', exists: true } },
                ),
              ]
            : []),
          ...(delivery?.nextAttemptAt
            ? [retries.transactPut({ dueAt: delivery.nextAttemptAt, endpointId, deliveryId, expiresAt: epochSeconds(delivery.nextAttemptAt) + week })]
            : []),
          endpoints.transactUpdate(
            {
              endpointId,
              lastAttempt: $set(attempt),
              failingSince: failingSince ?? $remove(),
              ...(switchOff ? { enabled: false, disabledByFailures: true } : {}),
            } as never,
            { condition: { attr: 'endpointId', exists: true } },
          ),
          ...(switchOff ? [outboxPut(switchOff)] : []),
        );
      } catch (error) {
        // The endpoint or delivery deleted during the attempt: nothing left to record it on.
        if (!isConditionFailure(error)) throw error;
      }
    },

    /** W4: an endpoint's attempts, newest first. */
    async listAttempts(endpointId, limit) {
      const { Items = [] } = await attempts.query(
        { partition: webhookKeys.endpointPartition(endpointId), range: { beginsWith: webhookKeys.attemptPrefix } },
        { reverse: true, limit },
      );
      return Items.map((item) => attemptOf(item as StoredAttempt));
    },

    /** W5: the retries due up to now, oldest first (sort keys `<dueAt>#…` sort below `<now>$`). */
    async dueRetries(now, limit) {
      const { Items = [] } = await retries.query({ partition: webhookKeys.retries, range: { lt: `${now.toISOString()}$` } }, { limit, consistent: true });
      return Items.map(({ endpointId, deliveryId, dueAt }) => ({ endpointId, deliveryId, dueAt }));
    },

    async takeRetry(retry, workOrder) {
      try {
        await executeTransactWrite(retries.transactDelete(retry, { condition: { attr: 'dueAt', exists: true } }), outboxPut(workOrder));
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  } satisfies WebhookRepository;
}
