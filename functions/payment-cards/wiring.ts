import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createCardUses, createPaymentCardRepository, createPaymentCustomerRepository } from '../adapters/dynamodb/payment-card-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { configuredPayments } from '../adapters/payments/configured-payments.ts';
import type { Config } from '../config.ts';

/**
 * The payment-cards context's composition root, shared by its HTTP entry and the payment
 * webhooks entry (which completes card setups): the adapters a configuration selects.
 */
export function composePaymentCards(config: Config, local?: LocalStandIns) {
  const table = portalTableOf(config);
  const domains = createDomainRepository(table);
  return {
    teams: domains,
    cards: createPaymentCardRepository(table),
    customers: createPaymentCustomerRepository(table),
    uses: createCardUses(domains),
    payments: configuredPayments(config, local),
    clock: configuredClock(config, local),
    origin: config.PUBLIC_URL.replace(/\/+$/, ''),
    deliveryFor: configuredDelivery(config, local),
  };
}
