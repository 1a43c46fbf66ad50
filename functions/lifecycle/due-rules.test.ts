import { describe, expect, it } from 'vitest';
import { nextExpirySyncAt, noticeAt, noticeDecision, noticeThresholds } from './due-rules.ts';

const expiresAt = '2027-03-01T12:00:00.000Z';
const at = (iso: string) => new Date(iso);
const domain = (changes: Partial<{ expiresAt: string; deletedAt: string; transferredAwayAt: string; autoRenewal: boolean }> = {}) => ({
  expiresAt,
  autoRenewal: false,
  ...changes,
});
const ms = (s: number) => s * 1000;

describe('noticeThresholds', () => {
  it("is the settings' days, then 7 and 1 day before, largest first (the expiry itself is the registry's event)", () => {
    expect(noticeThresholds({ days_before_expiry_for_warning: 30 })).toEqual([30, 7, 1]);
  });

  it('leaves out 7 and 1 when the settings warn later than them, and counts a setting of 7 once', () => {
    expect(noticeThresholds({ days_before_expiry_for_warning: 5 })).toEqual([5, 1]);
    expect(noticeThresholds({ days_before_expiry_for_warning: 7 })).toEqual([7, 1]);
    expect(noticeThresholds({ days_before_expiry_for_warning: 0 })).toEqual([]);
  });
});

describe('noticeDecision', () => {
  const thresholds = [30, 7, 1, 0];

  it('is nothing a millisecond before the 30-day threshold, and looks again at it', () => {
    const now = new Date(noticeAt(expiresAt, 30).getTime() - 1);
    expect(noticeDecision(domain(), thresholds, now)).toEqual({ due: null, nextAt: noticeAt(expiresAt, 30) });
  });

  it('is the 30-day notice at its instant, then looks again at the 7-day one', () => {
    expect(noticeDecision(domain(), thresholds, noticeAt(expiresAt, 30))).toEqual({ due: 30, nextAt: noticeAt(expiresAt, 7) });
    expect(noticeAt(expiresAt, 30).toISOString()).toBe('2027-01-30T12:00:00.000Z');
  });

  it('is only the latest threshold passed when the job did not run for a while (7, not a late 30)', () => {
    expect(noticeDecision(domain(), thresholds, at('2027-02-24T00:00:00.000Z'))).toEqual({ due: 7, nextAt: noticeAt(expiresAt, 1) });
  });

  it('is the 1-day notice a day before, and the expiry notice (0) at the expiry instant, not a millisecond earlier', () => {
    expect(noticeDecision(domain(), thresholds, noticeAt(expiresAt, 1)).due).toBe(1);
    expect(noticeDecision(domain(), thresholds, new Date(Date.parse(expiresAt) - 1)).due).toBe(1);
    expect(noticeDecision(domain(), thresholds, at(expiresAt))).toEqual({ due: 0, nextAt: new Date(Date.parse(expiresAt) + ms(86_400)) });
  });

  it('after the expiry keeps the expiry notice due (the marker says it was sent) and looks daily, so a renewal gets its notices', () => {
    const later = at('2027-03-10T08:00:00.000Z');
    expect(noticeDecision(domain(), thresholds, later)).toEqual({ due: 0, nextAt: new Date(later.getTime() + ms(86_400)) });
    const renewed = domain({ expiresAt: '2028-03-01T12:00:00.000Z' });
    expect(noticeDecision(renewed, thresholds, later)).toEqual({ due: null, nextAt: noticeAt('2028-03-01T12:00:00.000Z', 30) });
  });

  it('sends nothing to a domain with automatic renewal but keeps it on the schedule (it may be turned off)', () => {
    expect(noticeDecision(domain({ autoRenewal: true }), thresholds, noticeAt(expiresAt, 7))).toEqual({ due: null, nextAt: noticeAt(expiresAt, 1) });
  });

  it('never looks at a deleted or transferred-away domain again', () => {
    expect(noticeDecision(domain({ deletedAt: '2027-01-01T00:00:00.000Z' }), thresholds, noticeAt(expiresAt, 7))).toEqual({ due: null, nextAt: null });
    expect(noticeDecision(domain({ transferredAwayAt: '2027-01-01T00:00:00.000Z' }), thresholds, noticeAt(expiresAt, 7))).toEqual({ due: null, nextAt: null });
  });
});

describe('nextExpirySyncAt', () => {
  it('is 30 days on while the expiry is further away than that', () => {
    const now = at('2026-06-01T00:00:00.000Z');
    expect(nextExpirySyncAt(domain(), now)).toEqual(at('2026-07-01T00:00:00.000Z'));
  });

  it('is an hour after the expiry when that comes first, also just before it', () => {
    expect(nextExpirySyncAt(domain(), at('2027-02-20T00:00:00.000Z'))).toEqual(at('2027-03-01T13:00:00.000Z'));
    expect(nextExpirySyncAt(domain(), new Date(Date.parse('2027-03-01T13:00:00.000Z') - 1))).toEqual(at('2027-03-01T13:00:00.000Z'));
  });

  it('is daily from an hour after the expiry until the registry renews or deletes it', () => {
    expect(nextExpirySyncAt(domain(), at('2027-03-01T13:00:00.000Z'))).toEqual(at('2027-03-02T13:00:00.000Z'));
  });

  it('is never for a domain that is gone', () => {
    expect(nextExpirySyncAt(domain({ deletedAt: '2027-03-01T00:00:00.000Z' }), at('2026-06-01T00:00:00.000Z'))).toBeNull();
    expect(nextExpirySyncAt(domain({ transferredAwayAt: '2027-03-01T00:00:00.000Z' }), at('2026-06-01T00:00:00.000Z'))).toBeNull();
  });
});
