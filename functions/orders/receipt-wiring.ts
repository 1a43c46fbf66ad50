import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createOrderRepository } from '../adapters/dynamodb/order-repository.ts';
import { createReceiptRepository } from '../adapters/dynamodb/receipt-repository.ts';
import { createCountryNames, createSettingsReader } from '../adapters/dynamodb/settings-reader.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { createUserRepository } from '../adapters/dynamodb/user-repository.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { configuredReceiptArchive } from '../adapters/receipts/configured-receipt-archive.ts';
import type { Config } from '../config.ts';
import type { IssueReceiptPorts } from './issue-receipt.ts';

/** What issuing and downloading receipts take (the receipts consumer, the orders Lambda). */
export function composeReceipts(config: Config, local: LocalStandIns | undefined): IssueReceiptPorts {
  const table = portalTableOf(config);
  return {
    orders: createOrderRepository(table),
    receipts: createReceiptRepository(table),
    archive: configuredReceiptArchive(config, local),
    buyers: createUserRepository(table),
    settings: createSettingsReader(table),
    countries: createCountryNames(table),
    clock: configuredClock(config, local),
  };
}
