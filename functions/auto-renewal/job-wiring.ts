import { configuredBasics } from '../adapters/configured-basics.ts';
import { configuredBusinessMetrics } from '../adapters/metrics/configured-metrics.ts';
import { createCardWarningRepository } from '../adapters/dynamodb/card-warning-repository.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createDueRepository } from '../adapters/dynamodb/lifecycle-repository.ts';
import { createOrderRepository } from '../adapters/dynamodb/order-repository.ts';
import { createPaymentCardRepository } from '../adapters/dynamodb/payment-card-repository.ts';
import { createSettingsReader } from '../adapters/dynamodb/settings-reader.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { createUserRepository } from '../adapters/dynamodb/user-repository.ts';
import { createTeamOwnerLookup } from '../adapters/dynamodb/team-owner-lookup.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { configuredPayments } from '../adapters/payments/configured-payments.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { AutoRenewalPorts } from './ports.ts';

/** The auto-renewal job's adapters: the table, the payment provider's saved cards, the bus. */
export function composeAutoRenewal(config: Config, local: LocalStandIns | undefined, logger: Logger): AutoRenewalPorts {
  const table = portalTableOf(config);
  return {
    ...configuredBasics(config, local, logger),
    due: createDueRepository(table),
    domains: createDomainRepository(table),
    settings: createSettingsReader(table),
    users: createUserRepository(table),
    teams: createTeamOwnerLookup(table),
    cards: createPaymentCardRepository(table),
    cardWarnings: createCardWarningRepository(table),
    orders: createOrderRepository(table),
    payments: configuredPayments(config, local),
    metrics: configuredBusinessMetrics(config),
  };
}
