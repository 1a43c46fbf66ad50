/**
 * The statistics of the administration area (issue 17): per month, what happened and the money
 * it brought. Kept as counters that the statistics consumer moves, one event at a time; the page
 * reads the months' counters, never the domains or the orders.
 */

/** A calendar month in Atlantic/Faroe, `YYYY-MM`. */
export type Month = string;

/** What is counted per month. */
export const monthCounterNames = ['registrations', 'renewals', 'transfersIn', 'transfersOut', 'revenueNet', 'revenueVat', 'activeChange'] as const;
export type MonthCounterName = (typeof monthCounterNames)[number];

/** A month's counters as kept; a counter never moved is 0. */
export type MonthCounters = Record<MonthCounterName, number>;

export interface StoredMonth extends MonthCounters {
  month: Month;
}

/**
 * What one event changes: the month's counters, and whether a domain starts or stops being
 * active. A domain is counted active once (it has a mark while it is): a start of a domain
 * already active, or an end of one not active, moves nothing (an expiry followed by a deletion
 * takes one domain off once).
 */
export interface StatisticsCount {
  month: Month;
  counters: Partial<Omit<MonthCounters, 'activeChange'>>;
  active: { domainId: string; change: 'start' | 'end' } | null;
}

/** A month as the page shows it: the month's counts and the active domains at its end. */
export interface MonthStatistics {
  month: Month;
  registrations: number;
  renewals: number;
  transfersIn: number;
  transfersOut: number;
  revenueNet: number;
  revenueVat: number;
  activeDomains: number;
}

/** The net and VAT of an order's names that were registered or renewed (the refunded ones are not revenue). */
export interface KeptAmounts {
  net: number;
  vat: number;
}
