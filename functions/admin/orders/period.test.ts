import { describe, expect, it } from 'vitest';
import { dayStart, periodInstants } from './period.ts';

describe('days in the Faroe Islands', () => {
  it('starts a winter day at UTC midnight and a summer day an hour before it', () => {
    expect(dayStart('2026-01-15')).toBe('2026-01-15T00:00:00.000Z');
    expect(dayStart('2026-07-01')).toBe('2026-06-30T23:00:00.000Z');
  });

  it('takes the change of time into account on the days it happens', () => {
    // Summer time starts on the last Sunday of March at 01:00 UTC, ends on the last Sunday of October.
    expect(dayStart('2026-03-29')).toBe('2026-03-29T00:00:00.000Z');
    expect(dayStart('2026-03-30')).toBe('2026-03-29T23:00:00.000Z');
    expect(dayStart('2026-10-25')).toBe('2026-10-24T23:00:00.000Z');
    expect(dayStart('2026-10-26')).toBe('2026-10-26T00:00:00.000Z');
  });

  it('makes a period of days both included into the instants from its first day to the start of the day after its last', () => {
    expect(periodInstants({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-11-01T00:00:00.000Z', to: '2026-12-01T00:00:00.000Z' });
    expect(periodInstants({ from: '2026-12-31', to: '2026-12-31' })).toEqual({ from: '2026-12-31T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' });
  });
});
