import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { tableDeclaration } from '../../store/table.ts';
import { indexKey } from './entities.ts';
import { orderKeys } from './order-entities.ts';
import { perTable } from './table.ts';

/**
 * Webhooks (docs/data-model.md, "Webhooks"): an endpoint's item, its deliveries and attempts in
 * its partition; its owner's endpoints on gsi1, in the owner partition its API tokens share; the
 * retries waiting in one partition sorted by their time. Keys are built here and only here.
 */
const [gsi1] = tableDeclaration.globalIndexes;

export const webhookKeys = {
  endpoint: (endpointId: string) => ({ pk: `WEBHOOK#${endpointId}`, sk: 'ENDPOINT' }),
  ownerEndpointSort: (createdAt: string, endpointId: string) => `WEBHOOK#${createdAt}#${endpointId}`,
  ownerEndpointPrefix: 'WEBHOOK#',
  delivery: (endpointId: string, deliveryId: string) => ({ pk: `WEBHOOK#${endpointId}`, sk: `DELIVERY#${deliveryId}` }),
  attempt: (endpointId: string, at: string, deliveryId: string, attempt: number) => ({
    pk: `WEBHOOK#${endpointId}`,
    sk: `ATTEMPT#${at}#${deliveryId}#${String(attempt).padStart(4, '0')}`,
  }),
  endpointPartition: (endpointId: string) => `WEBHOOK#${endpointId}`,
  attemptPrefix: 'ATTEMPT#',
  retries: 'WEBHOOKRETRY',
  retry: (dueAt: string, endpointId: string, deliveryId: string) => ({ pk: 'WEBHOOKRETRY', sk: `${dueAt}#${endpointId}#${deliveryId}` }),
} as const;

export const webhookEndpointEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'webhookEndpoint',
      table,
      schema: item({
        endpointId: string().key(),
        ownerType: string().enum('user', 'team'),
        ownerId: string(),
        name: string(),
        url: string(),
        events: list(string()),
        /** The signing secret, as is (docs/decisions/webhooks.md): never logged, never answered again. */
        secret: string(),
        previousSecret: string().optional(),
        previousSecretUntil: string().optional(),
        enabled: boolean(),
        disabledByFailures: boolean().optional(),
        failingSince: string().optional(),
        /** The last attempt, as the list shows it. */
        lastAttempt: any().optional(),
        createdAt: string(),
        createdBy: string(),
      }).and((schema) => ({
        // An owner's endpoints, by creation: gsi1.
        [gsi1.partitionKey]: indexKey(schema, ['ownerId'], ({ ownerId }) => orderKeys.owner(ownerId)),
        [gsi1.sortKey]: indexKey(schema, ['createdAt', 'endpointId'], ({ createdAt, endpointId }) => webhookKeys.ownerEndpointSort(createdAt, endpointId)),
      })),
      computeKey: ({ endpointId }) => webhookKeys.endpoint(endpointId),
      timestamps: false,
    }),
);

export const webhookDeliveryEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'webhookDelivery',
      table,
      schema: item({
        endpointId: string().key(),
        deliveryId: string().key(),
        type: string(),
        body: string(),
        createdAt: string(),
        attempts: number(),
        state: string().enum('pending', 'delivered', 'failed'),
        nextAttemptAt: string().optional(),
        /** TTL: 30 days after it was made. */
        expiresAt: number(),
      }),
      computeKey: ({ endpointId, deliveryId }) => webhookKeys.delivery(endpointId, deliveryId),
      timestamps: false,
    }),
);

export const webhookAttemptEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'webhookAttempt',
      table,
      schema: item({
        endpointId: string().key(),
        at: string().key(),
        deliveryId: string().key(),
        attempt: number().key(),
        type: string(),
        status: number().optional(),
        ok: boolean(),
        durationMs: number(),
        error: string().optional(),
        nextAttemptAt: string().optional(),
        /** TTL: 30 days after it. */
        expiresAt: number(),
      }),
      computeKey: ({ endpointId, at, deliveryId, attempt }) => webhookKeys.attempt(endpointId, at, deliveryId, attempt),
      timestamps: false,
    }),
);

export const webhookRetryEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'webhookRetry',
      table,
      schema: item({
        dueAt: string().key(),
        endpointId: string().key(),
        deliveryId: string().key(),
        /** TTL: a week on, should the job never take it (the endpoint deleted meanwhile is skipped anyway). */
        expiresAt: number(),
      }),
      computeKey: ({ dueAt, endpointId, deliveryId }) => webhookKeys.retry(dueAt, endpointId, deliveryId),
      timestamps: false,
    }),
);
