import { describe, expect, it } from 'vitest';
import { addYears, maxRenewalYearsFor, renewedExpiry } from './renewal.ts';

const today = new Date('2026-11-22T12:00:00.000Z');

describe('addYears', () => {
  it('keeps the calendar day and time', () => {
    expect(addYears('2027-03-15T08:30:00.000Z', 2).toISOString()).toBe('2029-03-15T08:30:00.000Z');
  });

  it('moves 29 February to 28 February in a common year, and keeps it in a leap year', () => {
    expect(addYears('2028-02-29T00:00:00.000Z', 1).toISOString()).toBe('2029-02-28T00:00:00.000Z');
    expect(addYears('2028-02-29T00:00:00.000Z', 4).toISOString()).toBe('2032-02-29T00:00:00.000Z');
    expect(addYears('2027-02-28T00:00:00.000Z', 1).toISOString()).toBe('2028-02-28T00:00:00.000Z');
  });
});

describe('the 10-year cap', () => {
  it('allows a renewal up to exactly 10 years from today, and not a day beyond', () => {
    expect(renewedExpiry('2027-11-22T00:00:00.000Z', 9, today)?.toISOString()).toBe('2036-11-22T00:00:00.000Z');
    expect(renewedExpiry('2027-11-23T00:00:00.000Z', 9, today)).toBeNull();
  });

  it('answers how many years may be added now', () => {
    expect(maxRenewalYearsFor('2027-11-22T00:00:00.000Z', today)).toBe(9);
    expect(maxRenewalYearsFor('2026-12-01T00:00:00.000Z', today)).toBe(9);
    expect(maxRenewalYearsFor('2026-11-01T00:00:00.000Z', today)).toBe(10); // expired a little: 10 years still fit
    expect(maxRenewalYearsFor('2036-11-22T00:00:00.000Z', today)).toBe(0);
  });

  it('counts a leap day at the cap by the calendar', () => {
    const leapToday = new Date('2028-02-29T10:00:00.000Z');
    // 10 years from 29 February 2028 is 28 February 2038.
    expect(renewedExpiry('2029-02-28T00:00:00.000Z', 9, leapToday)?.toISOString()).toBe('2038-02-28T00:00:00.000Z');
    expect(renewedExpiry('2029-03-01T00:00:00.000Z', 9, leapToday)).toBeNull();
  });
});
