import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createOrderRepository } from '../adapters/dynamodb/order-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { configuredPayments } from '../adapters/payments/configured-payments.ts';
import type { Config } from '../config.ts';
import { composeReceipts } from '../orders/receipt-wiring.ts';

/** The composition root of the admin-documents Lambda (`handler.ts`): refunds, receipts and credit notes, the invoices. */
export function composeAdminDocuments(config: Config, local?: LocalStandIns) {
  return {
    orders: createOrderRepository(portalTableOf(config)),
    payments: configuredPayments(config, local),
    receipts: composeReceipts(config, local),
    clock: configuredClock(config, local),
    deliveryFor: configuredDelivery(config, local),
  };
}
