import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countOf, isCountedEvent, monthOf, monthsBefore, monthsFrom, statisticsOfMonths } from './counting.ts';
import type { StoredMonth } from './model.ts';

const event = (name: string, data: Record<string, unknown>, occurredAt = '2026-03-15T12:00:00.000Z') =>
  ({ metadata: { id: randomUUID(), name, occurredAt }, data }) as Parameters<typeof countOf>[0];
const domain = { domainId: 'd-1', name: 'dommi.fo', ownerType: 'user', ownerId: 'u-1' };

describe('monthOf', () => {
  it('is the month on the Faroese calendar: summer time moves midnight an hour', () => {
    expect(monthOf('2026-06-30T22:59:59.000Z')).toBe('2026-06');
    // 00:30 on 1 July in Tórshavn (UTC+1) is July's.
    expect(monthOf('2026-06-30T23:30:00.000Z')).toBe('2026-07');
    // Winter: UTC+0.
    expect(monthOf('2026-12-31T23:30:00.000Z')).toBe('2026-12');
    expect(monthOf('2027-01-01T00:00:00.000Z')).toBe('2027-01');
  });
});

describe('countOf', () => {
  it('counts registrations, renewals and transfers in as starts of an active domain', () => {
    expect(countOf(event('domain.registered', { ...domain, orderId: 'o-1', expiresAt: '2027-03-15T12:00:00.000Z' }))).toEqual({
      month: '2026-03',
      counters: { registrations: 1 },
      active: { domainId: 'd-1', change: 'start' },
    });
    expect(countOf(event('domain.renewed', { domainId: 'd-1', name: 'dommi.fo', orderId: 'o-2', years: 2, expiresAt: '2029-03-15T12:00:00.000Z' }))).toEqual({
      month: '2026-03',
      counters: { renewals: 1 },
      active: { domainId: 'd-1', change: 'start' },
    });
    expect(countOf(event('domain.transferred-in', { ...domain, transferId: 't-1', expiresAt: '2027-03-15T12:00:00.000Z' }))).toMatchObject({
      counters: { transfersIn: 1 },
      active: { change: 'start' },
    });
  });

  it('counts no late registry event (superseded: it changed nothing)', () => {
    expect(isCountedEvent(event('domain.transferred-away', { ...domain, registryEventId: 'r-1', gainingRegistrar: 'other', automatic: false, superseded: true }))).toBe(false);
    expect(isCountedEvent(event('domain.transferred-away', { ...domain, registryEventId: 'r-1', gainingRegistrar: 'other', automatic: false }))).toBe(true);
  });

  it('counts a transfer away, and an expiry or a deletion at the registry, as ends; a renewal at the registry only as a start', () => {
    const registry = { ...domain, registryEventId: 'r-1' };
    expect(countOf(event('domain.transferred-away', { ...registry, gainingRegistrar: 'other', automatic: false }))).toEqual({
      month: '2026-03',
      counters: { transfersOut: 1 },
      active: { domainId: 'd-1', change: 'end' },
    });
    expect(countOf(event('domain.expired-at-registry', { ...registry, expiresAt: '2026-03-15T00:00:00.000Z' }))).toEqual({
      month: '2026-03',
      counters: {},
      active: { domainId: 'd-1', change: 'end' },
    });
    expect(countOf(event('domain.deleted-at-registry', registry)).active).toEqual({ domainId: 'd-1', change: 'end' });
    expect(countOf(event('domain.renewed-at-registry', { ...registry, expiresAt: '2027-01-01T00:00:00.000Z', previousExpiresAt: '2026-01-01T00:00:00.000Z' }))).toEqual({
      month: '2026-03',
      counters: {},
      active: { domainId: 'd-1', change: 'start' },
    });
  });

  it("counts a settled order's kept net and VAT as the month's revenue; a refunded order brings none", () => {
    const settled = event('order.settled', { orderId: 'o-1', ownerId: 'u-1', status: 'registered', registered: ['a.fo'], refunded: ['b.fo'], refundedAmount: 12500 });
    expect(countOf(settled, { net: 10000, vat: 2500 })).toEqual({ month: '2026-03', counters: { revenueNet: 10000, revenueVat: 2500 }, active: null });
    expect(countOf(settled, { net: 0, vat: 0 })).toEqual({ month: '2026-03', counters: {}, active: null });
    expect(countOf(settled, null).counters).toEqual({});
  });
});

describe('the months', () => {
  it('runs from one month to another over a new year, and back from the last', () => {
    expect(monthsFrom('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBefore('2026-02', 12)).toBe('2025-03');
    expect(monthsBefore('2026-02', 1)).toBe('2026-02');
    expect(monthsBefore('2026-12', 12)).toBe('2026-01');
  });

  it('fills the months with nothing kept with zeros, and sums the active domains up to each month (earlier months included)', () => {
    const stored = (month: string, counters: Partial<StoredMonth>): StoredMonth => ({
      month,
      registrations: 0,
      renewals: 0,
      transfersIn: 0,
      transfersOut: 0,
      revenueNet: 0,
      revenueVat: 0,
      activeChange: 0,
      ...counters,
    });
    const months = statisticsOfMonths(
      [
        stored('2026-03', { registrations: 1, revenueNet: 10000, revenueVat: 2500, activeChange: 1 }),
        stored('2025-12', { registrations: 3, activeChange: 3 }),
        stored('2026-01', { transfersOut: 1, activeChange: -1 }),
      ],
      '2026-01',
      '2026-04',
    );
    expect(months).toEqual([
      { month: '2026-01', registrations: 0, renewals: 0, transfersIn: 0, transfersOut: 1, revenueNet: 0, revenueVat: 0, activeDomains: 2 },
      { month: '2026-02', registrations: 0, renewals: 0, transfersIn: 0, transfersOut: 0, revenueNet: 0, revenueVat: 0, activeDomains: 2 },
      { month: '2026-03', registrations: 1, renewals: 0, transfersIn: 0, transfersOut: 0, revenueNet: 10000, revenueVat: 2500, activeDomains: 3 },
      { month: '2026-04', registrations: 0, renewals: 0, transfersIn: 0, transfersOut: 0, revenueNet: 0, revenueVat: 0, activeDomains: 3 },
    ]);
  });
});
