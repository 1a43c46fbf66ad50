import { describe, expect, it } from 'vitest';
import type { TransferAway } from '../domains/model.ts';
import { autoRenewalAt, autoRenewalDecision, autoRenewalOrderId, cardWarning, chargeKey, retryAt } from './auto-renewal-rules.ts';

const hour = 3600 * 1000;
const day = 24 * hour;
const expiresAt = '2027-06-15T10:00:00.000Z';
const expiry = Date.parse(expiresAt);
const settings = { days_before_expiry_for_auto_renewal: 14 };
const on = { expiresAt, autoRenewal: true, paymentCardId: 'card-1' };
const at = (offset: number) => new Date(expiry + offset);
const transferAway = (status: TransferAway['status']): TransferAway => ({
  status,
  gainingRegistrar: 'other',
  requestedAt: at(-12 * day).toISOString(),
  actionAt: at(-7 * day).toISOString(),
});

describe('autoRenewalDecision', () => {
  it('before the renewal day: no charge, looked at again on it', () => {
    expect(autoRenewalDecision(on, settings, at(-14 * day - 1))).toEqual({ charge: false, nextAt: at(-14 * day) });
    expect(autoRenewalDecision(on, settings, at(-200 * day))).toEqual({ charge: false, nextAt: at(-14 * day) });
  });

  it('from the renewal day until the expiry: charged, looked at again at the next day’s run', () => {
    expect(autoRenewalDecision(on, settings, at(-14 * day))).toEqual({ charge: true, nextAt: at(-13 * day - hour) });
    expect(autoRenewalDecision(on, settings, at(-1))).toEqual({ charge: true, nextAt: at(day - hour - 1) });
  });

  it('without automatic renewal or without a card: not charged, but looked at daily in the window', () => {
    expect(autoRenewalDecision({ ...on, autoRenewal: false }, settings, at(-10 * day))).toEqual({ charge: false, nextAt: at(-9 * day - hour) });
    expect(autoRenewalDecision({ ...on, paymentCardId: undefined }, settings, at(-10 * day))).toEqual({ charge: false, nextAt: at(-9 * day - hour) });
  });

  it('from the expiry on: never charged, looked at daily (a renewal by hand starts a new period)', () => {
    expect(autoRenewalDecision(on, settings, at(0))).toEqual({ charge: false, nextAt: at(day - hour) });
  });

  it('a domain gone (deleted, transferred away) is never looked at again', () => {
    expect(autoRenewalDecision({ ...on, deletedAt: at(-20 * day).toISOString() }, settings, at(-10 * day))).toEqual({ charge: false, nextAt: null });
    expect(autoRenewalDecision({ ...on, transferredAwayAt: at(-20 * day).toISOString() }, settings, at(-10 * day))).toEqual({ charge: false, nextAt: null });
  });

  it('a domain the registry suspended, or one being transferred away, is not charged but looked at daily (a manual renewal would be refused too)', () => {
    expect(autoRenewalDecision({ ...on, registryStatuses: ['serverHold'] }, settings, at(-10 * day))).toEqual({ charge: false, nextAt: at(-9 * day - hour) });
    expect(autoRenewalDecision({ ...on, registryStatuses: ['clientHold', 'ok'] }, settings, at(-10 * day)).charge).toBe(false);
    expect(autoRenewalDecision({ ...on, transferAway: transferAway('pending') }, settings, at(-10 * day))).toEqual({ charge: false, nextAt: at(-9 * day - hour) });
    // The hold lifted, the transfer away rejected: charged again.
    expect(autoRenewalDecision({ ...on, registryStatuses: ['ok'] }, settings, at(-10 * day)).charge).toBe(true);
    expect(autoRenewalDecision({ ...on, transferAway: transferAway('rejected') }, settings, at(-10 * day)).charge).toBe(true);
  });

  it('follows the settings’ days (0: on the expiry day itself only until the instant)', () => {
    expect(autoRenewalDecision(on, { days_before_expiry_for_auto_renewal: 30 }, at(-30 * day)).charge).toBe(true);
    expect(autoRenewalDecision(on, { days_before_expiry_for_auto_renewal: 0 }, at(-1)).nextAt).toEqual(at(0));
  });
});

describe('retries and keys', () => {
  it('a failed charge is retried at the next day’s run (an hour short of 24 hours), unless the domain expires before then', () => {
    expect(retryAt(expiresAt, at(-2 * day))).toEqual(at(-day - hour));
    expect(retryAt(expiresAt, at(-day + hour))).toBeNull();
  });

  it('one order per domain and period, a uuid; one key per domain, period and attempt', () => {
    const id = autoRenewalOrderId('d1', expiresAt);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(autoRenewalOrderId('d1', expiresAt)).toBe(id);
    expect(autoRenewalOrderId('d1', '2028-06-15T10:00:00.000Z')).not.toBe(id);
    expect(autoRenewalOrderId('d2', expiresAt)).not.toBe(id);
    expect(chargeKey('d1', expiresAt, 0, 'c1')).toBe(chargeKey('d1', expiresAt, 0, 'c1'));
    expect(chargeKey('d1', expiresAt, 0, 'c1')).not.toBe(chargeKey('d1', expiresAt, 1, 'c1'));
    expect(chargeKey('d1', expiresAt, 0, 'c1')).not.toBe(chargeKey('d1', expiresAt, 0, 'c2'));
  });
});

describe('cardWarning', () => {
  // The renewal day of the expiry 2027-06-15T10:00Z, 14 days before: 2027-06-01T10:00Z.
  const renewalAt = autoRenewalAt(expiresAt, settings);
  // Valid through 31 May 2027 (the end of its expiry month): not valid on the renewal day.
  const may = { expMonth: 5, expYear: 2027 };
  const utc = (iso: string) => new Date(iso);

  it('a card valid through the renewal day (its month, or the renewal day its last valid day) is no warning', () => {
    expect(cardWarning({ expMonth: 6, expYear: 2027 }, renewalAt, utc('2027-05-20T00:00:00Z'))).toEqual({ warn: false, warnAt: null });
    // Valid through 30 June 2027, renewal on 1 June: fine.
    expect(cardWarning({ expMonth: 6, expYear: 2027 }, utc('2027-06-30T23:00:00Z'), utc('2027-06-20T00:00:00Z'))).toEqual({ warn: false, warnAt: null });
  });

  it('a card whose last valid day is before the renewal day is warned about from 30 days before that day', () => {
    // Last valid day 31 May 2027 00:00 UTC; 30 days before: 1 May 2027.
    expect(cardWarning(may, renewalAt, utc('2027-04-30T23:59:59.999Z'))).toEqual({ warn: false, warnAt: utc('2027-05-01T00:00:00Z') });
    expect(cardWarning(may, renewalAt, utc('2027-05-01T00:00:00Z'))).toEqual({ warn: true, warnAt: null });
    expect(cardWarning(may, renewalAt, utc('2027-01-01T00:00:00Z'))).toEqual({ warn: false, warnAt: utc('2027-05-01T00:00:00Z') });
  });

  it('at once when the card has already expired but the renewal is still ahead; never from the renewal day on', () => {
    expect(cardWarning(may, renewalAt, utc('2027-05-31T23:59:59Z'))).toEqual({ warn: true, warnAt: null });
    expect(cardWarning({ expMonth: 4, expYear: 2027 }, renewalAt, utc('2027-05-25T00:00:00Z'))).toEqual({ warn: true, warnAt: null });
    expect(cardWarning(may, renewalAt, new Date(renewalAt.getTime() - 1))).toEqual({ warn: true, warnAt: null });
    expect(cardWarning(may, renewalAt, renewalAt)).toEqual({ warn: false, warnAt: null });
  });

  it('a renewal day on the first of the month after the card’s month: the card is no longer valid that day', () => {
    expect(cardWarning({ expMonth: 5, expYear: 2027 }, utc('2027-06-01T00:00:00Z'), utc('2027-05-10T00:00:00Z'))).toEqual({ warn: true, warnAt: null });
    expect(cardWarning({ expMonth: 5, expYear: 2027 }, utc('2027-05-31T23:59:59Z'), utc('2027-05-10T00:00:00Z'))).toEqual({ warn: false, warnAt: null });
  });
});
