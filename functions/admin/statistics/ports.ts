import type { KeptAmounts, StatisticsCount, StoredMonth } from './model.ts';

/** The statistics' counters (the adapter: functions/adapters/dynamodb/statistics-repository.ts). */
export interface StatisticsRepository {
  /**
   * Applies one event's count once, atomically: the event's mark, the month's counters and the
   * domain's active mark in one transaction. `already-counted` when the event id was counted
   * before (a redelivery): nothing changes. A start of a domain already marked active, or an end
   * of one not marked, still counts the rest of the event.
   */
  countOnce(eventId: string, count: StatisticsCount, countedAt: Date): Promise<'counted' | 'already-counted'>;
  /** Every month with a count, in any order (one query: a few items a year). */
  months(): Promise<StoredMonth[]>;
}

/** The orders, as the statistics read them: what a settled order kept. */
export interface SettledOrders {
  /** The net and VAT of the order's registered or renewed names; null for an order not found. */
  keptAmounts(orderId: string): Promise<KeptAmounts | null>;
}

export interface CountingPorts {
  statistics: Pick<StatisticsRepository, 'countOnce'>;
  orders: SettledOrders;
}

export interface ReadingPorts {
  statistics: Pick<StatisticsRepository, 'months'>;
}
