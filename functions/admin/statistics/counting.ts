import type { EventData } from '#events/catalogue/index.ts';
import { timeZone } from '#shared/format.ts';
import { statisticsEvents } from './events.ts';
import type { KeptAmounts, Month, MonthStatistics, StatisticsCount, StoredMonth } from './model.ts';

/**
 * The rules of the statistics, as plain functions: which event moves which counter of which
 * month, and how the months' counters become the page's figures.
 */

const countedEvents: readonly string[] = statisticsEvents.consumes.counting;
type CountedEventName = (typeof statisticsEvents.consumes.counting)[number];

export interface CountedEvent {
  metadata: { id: string; name: CountedEventName; occurredAt: string };
  data: unknown;
}

/** An event's name and data, typed together (a switch on `name` narrows `data`). */
type NamedData = { [Name in CountedEventName]: { name: Name; data: EventData<Name> } }[CountedEventName];

export function isCountedEvent<Event extends { metadata: { name: string } }>(event: Event): event is Event & CountedEvent {
  // A late registry event changed nothing (docs/decisions/registry-events-in-order-per-domain.md): nothing to count.
  return countedEvents.includes(event.metadata.name) && (event as { data?: { superseded?: unknown } }).data?.superseded !== true;
}

const monthFormatter = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit' });

/** The month of an instant on the Faroese calendar (a payment at 00:30 on 1 July local time is July's). */
export function monthOf(instant: string | Date): Month {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(instant)}`);
  const parts = Object.fromEntries(monthFormatter.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}`;
}

/**
 * What an event changes, in the month it happened. A settled order's revenue is the net and VAT
 * of its names that were registered or renewed (`kept`: read from the order; its refunded names
 * are given back, so they are no revenue); it counts in the month the order settled, the month its
 * receipt is issued in.
 */
export function countOf(event: CountedEvent, kept: KeptAmounts | null = null): StatisticsCount {
  const month = monthOf(event.metadata.occurredAt);
  // The data passed the catalogue's schema of this name on consume (parseEvent).
  const counted = { name: event.metadata.name, data: event.data } as NamedData;
  switch (counted.name) {
    case 'domain.registered':
      return { month, counters: { registrations: 1 }, active: { domainId: counted.data.domainId, change: 'start' } };
    case 'domain.transferred-in':
      return { month, counters: { transfersIn: 1 }, active: { domainId: counted.data.domainId, change: 'start' } };
    case 'domain.renewed':
      // A renewal of a domain that had expired makes it active again.
      return { month, counters: { renewals: 1 }, active: { domainId: counted.data.domainId, change: 'start' } };
    case 'domain.renewed-at-registry':
      // Renewed at the registry, not sold by the portal: no renewal of ours, but the domain is active.
      return { month, counters: {}, active: { domainId: counted.data.domainId, change: 'start' } };
    case 'domain.transferred-away':
      return { month, counters: { transfersOut: 1 }, active: { domainId: counted.data.domainId, change: 'end' } };
    case 'domain.expired-at-registry':
    case 'domain.deleted-at-registry':
      return { month, counters: {}, active: { domainId: counted.data.domainId, change: 'end' } };
    case 'order.settled':
      return { month, counters: kept && (kept.net !== 0 || kept.vat !== 0) ? { revenueNet: kept.net, revenueVat: kept.vat } : {}, active: null };
  }
}

/** The months from `first` to `last`, both included, in order. */
export function monthsFrom(first: Month, last: Month): Month[] {
  const months: Month[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** The month `count - 1` months before `last`: the first of a window of `count` months. */
export function monthsBefore(last: Month, count: number): Month {
  const [year, month] = last.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - (count - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The page's months, `first` to `last`, from the months kept (any months, in any order): a month
 * with nothing kept has zeros, and the active domains at a month's end are the sum of every
 * start and end up to it (months before the window included).
 */
export function statisticsOfMonths(stored: readonly StoredMonth[], first: Month, last: Month): MonthStatistics[] {
  const byMonth = new Map(stored.map((month) => [month.month, month]));
  let active = stored.filter((month) => month.month < first).reduce((sum, month) => sum + month.activeChange, 0);
  return monthsFrom(first, last).map((key) => {
    const month = byMonth.get(key);
    active += month?.activeChange ?? 0;
    return {
      month: key,
      registrations: month?.registrations ?? 0,
      renewals: month?.renewals ?? 0,
      transfersIn: month?.transfersIn ?? 0,
      transfersOut: month?.transfersOut ?? 0,
      revenueNet: month?.revenueNet ?? 0,
      revenueVat: month?.revenueVat ?? 0,
      activeDomains: active,
    };
  });
}
