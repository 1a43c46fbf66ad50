import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createRegistryLeaseRepository } from '../adapters/dynamodb/registry-lease-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { createUserRepository } from '../adapters/dynamodb/user-repository.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { eppCreateContact, eppCreateDomain, eppDomainInfo, eppRegistryOf, eppRenewDomain, eppUpdateDomain } from '../adapters/registry/epp-registry.ts';
import type { Config } from '../config.ts';
import type { DeliveryLogger } from '../events/deliver-events.ts';
import { stripeRefund } from '../adapters/payments/stripe-payments.ts';
import { composeOrders } from './wiring.ts';

// Apart from wiring.ts so the webhooks and orders handlers do not bundle what only the
// registration consumer and the paid-orders job use.
/**
 * What carrying out a paid order needs (the registration consumer and the paid-orders job share
 * it, so both take the same command path): the registry, refunds, the buyers and domains.
 */
export function composeFulfilment(config: Config, local: LocalStandIns | undefined, logger: DeliveryLogger) {
  const table = portalTableOf(config);
  const { orders, payments, clock, deliveryFor, metrics } = composeOrders(config, local, { refund: stripeRefund });
  return {
    orders,
    domains: createDomainRepository(table),
    leases: createRegistryLeaseRepository(table),
    buyers: createUserRepository(table),
    registry: eppRegistryOf(config, {
      createContact: eppCreateContact,
      createDomain: eppCreateDomain,
      domainInfo: eppDomainInfo,
      updateDomain: eppUpdateDomain,
      renewDomain: eppRenewDomain,
    }),
    payments,
    clock,
    nameServers: config.PRODUCT_NAME_SERVERS,
    deliver: deliveryFor(logger),
    metrics,
  };
}
