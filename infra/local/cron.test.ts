import { describe, expect, it } from 'vitest';
import { parseCron } from './cron.ts';

describe('EventBridge cron in the local scheduler', () => {
  it('matches every minute', () => {
    expect(parseCron('cron(* * * * ? *)', 'UTC')(new Date('2026-11-22T10:17:00Z'))).toBe(true);
  });

  it('evaluates the time in the declared time zone, summer time included', () => {
    const twoAtNightInTorshavn = parseCron('cron(0 2 * * ? *)', 'Atlantic/Faroe');
    expect(twoAtNightInTorshavn(new Date('2026-01-15T02:00:00Z'))).toBe(true); // winter: UTC+0
    expect(twoAtNightInTorshavn(new Date('2026-07-15T01:00:00Z'))).toBe(true); // summer: UTC+1
    expect(twoAtNightInTorshavn(new Date('2026-07-15T02:00:00Z'))).toBe(false);
  });

  it('reads steps, ranges, lists and day names', () => {
    const weekdayQuarters = parseCron('cron(0/15 8-10 ? * MON-FRI *)', 'UTC');
    expect(weekdayQuarters(new Date('2026-11-23T08:45:00Z'))).toBe(true); // Monday
    expect(weekdayQuarters(new Date('2026-11-23T08:50:00Z'))).toBe(false);
    expect(weekdayQuarters(new Date('2026-11-22T08:45:00Z'))).toBe(false); // Sunday
    expect(parseCron('cron(5,35 * 1 JAN,JUL ? *)', 'UTC')(new Date('2026-07-01T12:35:00Z'))).toBe(true);
  });

  it('refuses what it cannot evaluate instead of misreading it', () => {
    expect(() => parseCron('cron(0 0 L * ? *)', 'UTC')).toThrow(/does not support/);
    expect(() => parseCron('rate(1 minute)', 'UTC')).toThrow(/Not an EventBridge cron/);
    expect(() => parseCron('cron(61 * * * ? *)', 'UTC')).toThrow(/minutes/);
  });
});
