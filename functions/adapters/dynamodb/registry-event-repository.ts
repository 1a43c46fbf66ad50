import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import type { RegistryEventReceipt } from '../../registry-events/model.ts';
import type { RegistryEventReceiptRepository } from '../../registry-events/ports.ts';
import { getItem } from './commands/get.ts';
import { putItem } from './commands/put.ts';
import { perTable, type PortalTable } from './table.ts';

/** Registry events (docs/data-model.md, "Registry events"). Their keys are built here and only here. */
export const registryEventKeys = {
  receipt: (eventId: string) => ({ pk: `REGISTRYEVENT#${eventId}`, sk: 'RECEIVED' }),
} as const;

/** How long a receipt is kept: far longer than the registry retries an event (5 attempts within a minute). */
const receiptDays = 30;

/** A registry event handled (applied or set aside), by the registry's event id: a redelivery changes nothing. */
export const registryEventReceiptEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'registryEventReceipt',
      table,
      schema: item({
        eventId: string().key(),
        type: string(),
        domain: string(),
        outcome: string(),
        receivedAt: string(),
        text: string().optional(),
        /** Epoch seconds (TTL). */
        expiresAt: number(),
      }),
      computeKey: ({ eventId }) => registryEventKeys.receipt(eventId),
      timestamps: false,
    }),
);

export function createRegistryEventReceiptRepository(table: PortalTable): RegistryEventReceiptRepository {
  const receipts = { get: getItem(registryEventReceiptEntity(table)), put: putItem(registryEventReceiptEntity(table)) };
  return {
    async seen(eventId) {
      const { Item } = await receipts.get({ eventId }, { consistent: true });
      return !!Item;
    },
    async remember(receipt: RegistryEventReceipt) {
      await receipts.put({ ...receipt, expiresAt: Math.floor(Date.parse(receipt.receivedAt) / 1000) + receiptDays * 24 * 3600 });
    },
  };
}
