import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { perTable } from './table.ts';

/**
 * The administration area's statistics (docs/data-model.md, "Statistics", S1–S3): a counter item
 * per month, a mark per counted event and a mark per active domain. Their keys are built here
 * and only here.
 */
export const statisticsKeys = {
  /** Every month's counters in one partition, by month: the page reads them in one query. */
  month: (month: string) => ({ pk: 'STATISTICS', sk: `MONTH#${month}` }),
  monthPartition: 'STATISTICS',
  monthPrefix: 'MONTH#',
  /** An event counted already: a redelivery finds it. */
  countedEvent: (eventId: string) => ({ pk: `STATISTICS#EVENT#${eventId}`, sk: 'COUNTED' }),
  /** A domain counted among the active ones. */
  activeDomain: (domainId: string) => ({ pk: `STATISTICS#ACTIVE#${domainId}`, sk: 'ACTIVE' }),
} as const;

export const statisticsMonthEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'statisticsMonth',
      table,
      schema: item({
        month: string().key(),
        registrations: number().optional(),
        renewals: number().optional(),
        transfersIn: number().optional(),
        transfersOut: number().optional(),
        /** øre */
        revenueNet: number().optional(),
        /** øre */
        revenueVat: number().optional(),
        /** Domains that became active this month, less those that stopped being active. */
        activeChange: number().optional(),
        updatedAt: string(),
      }),
      computeKey: ({ month }) => statisticsKeys.month(month),
      timestamps: false,
    }),
);

export const countedEventEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'statisticsCountedEvent',
      table,
      schema: item({
        eventId: string().key(),
        countedAt: string(),
        /** Epoch seconds (TTL): kept past the bus archive's 30 days and SQS's 14, then removed. */
        expiresAt: number(),
      }),
      computeKey: ({ eventId }) => statisticsKeys.countedEvent(eventId),
      timestamps: false,
    }),
);

export const activeDomainEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'statisticsActiveDomain',
      table,
      schema: item({ domainId: string().key(), since: string() }),
      computeKey: ({ domainId }) => statisticsKeys.activeDomain(domainId),
      timestamps: false,
    }),
);
