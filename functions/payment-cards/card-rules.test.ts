import { describe, expect, it } from 'vitest';
import { cardChargeable, cardExpiry, domainsUsing, lastValidDay } from './card-rules.ts';

const card = (expMonth: number, expYear: number) => ({ expMonth, expYear });
const at = (iso: string) => new Date(iso);

describe('card expiry', () => {
  it('is good through the last day of its month', () => {
    expect(lastValidDay(card(2, 2028)).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(lastValidDay(card(12, 2027)).toISOString()).toBe('2027-12-31T00:00:00.000Z');
    expect(cardExpiry(card(11, 2026), at('2026-11-30T23:59:59Z'))).not.toBe('expired');
    expect(cardExpiry(card(11, 2026), at('2026-12-01T00:00:00Z'))).toBe('expired');
  });

  it('is expiring soon within 30 days of its last valid day, not before', () => {
    // Last valid day 2026-12-31: 30 days before is 2026-12-01.
    expect(cardExpiry(card(12, 2026), at('2026-11-30T12:00:00Z'))).toBe('valid');
    expect(cardExpiry(card(12, 2026), at('2026-12-01T00:00:00Z'))).toBe('expiring_soon');
    expect(cardExpiry(card(12, 2026), at('2026-12-31T23:00:00Z'))).toBe('expiring_soon');
    expect(cardExpiry(card(1, 2027), at('2027-02-01T00:00:00Z'))).toBe('expired');
  });

  it('an expired card cannot be charged; one expiring soon still can', () => {
    expect(cardChargeable(card(10, 2026), at('2026-11-26T09:00:00Z'))).toBe(false);
    expect(cardChargeable(card(11, 2026), at('2026-11-26T09:00:00Z'))).toBe(true);
  });
});

describe('cards in use', () => {
  it('are the domains naming the card', () => {
    const uses = [
      { domainId: 'd1', name: 'a.fo', paymentCardId: 'c1' },
      { domainId: 'd2', name: 'b.fo', paymentCardId: 'c2' },
      { domainId: 'd3', name: 'c.fo', paymentCardId: 'c1' },
    ];
    expect(domainsUsing('c1', uses).map((use) => use.name)).toEqual(['a.fo', 'c.fo']);
    expect(domainsUsing('c9', uses)).toEqual([]);
  });
});
