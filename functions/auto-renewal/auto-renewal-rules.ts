import { createHash } from 'node:crypto';
import type { Settings } from '#shared/schemas/settings.ts';
import type { DomainRecord } from '../domains/model.ts';
import { isGone } from '../lifecycle/due-rules.ts';
import { renewalRefusal } from '../orders/renewal-rules.ts';
import { cardChargeable, expiringSoonDays, lastValidDay } from '../payment-cards/card-rules.ts';
import type { PaymentCardRecord } from '../payment-cards/model.ts';

/**
 * When the auto-renewal job charges a domain's card, as plain rules (no I/O). A day is 24 hours
 * from the expiry instant, as for the lifecycle notices.
 */
const hour = 3600 * 1000;
const day = 24 * hour;

/**
 * The next day's run of a daily job: due an hour short of 24 hours, so that the run at the same
 * time tomorrow (started a moment earlier than today's reached the domain) finds it due.
 */
export const nextDay = (now: Date): Date => new Date(now.getTime() + day - hour);

/** An automatic renewal renews for one year (spec §4 "Automatic renewal"). */
export const autoRenewalYears = 1;

/** The renewal day: the settings' `days_before_expiry_for_auto_renewal` before the expiry (the domain page's "renewal date"). */
export const autoRenewalAt = (expiresAt: string, settings: Pick<Settings, 'days_before_expiry_for_auto_renewal'>): Date =>
  new Date(Date.parse(expiresAt) - Math.max(0, Math.floor(settings.days_before_expiry_for_auto_renewal)) * day);

export type AutoRenewalDecision = {
  /** Charge the attached card for the current period now. */
  charge: boolean;
  /** When to look at the domain next, or null: never (gone). */
  nextAt: Date | null;
};

type Renewable = Pick<DomainRecord, 'expiresAt' | 'deletedAt' | 'transferredAwayAt' | 'autoRenewal' | 'paymentCardId' | 'registryStatuses' | 'transferAway'>;

/**
 * Whether to charge now, and when to look again. Before the renewal day: nothing, look again
 * on it. From the renewal day until the expiry: charge when automatic renewal is on with a card
 * (whether this period was charged already is the order's business), and look again a day later
 * (the next day's run: a failed charge is retried daily; a switch turned on late is seen). From the expiry on:
 * nothing is charged any more, but the domain is looked at daily, so a renewal (a new expiry)
 * puts it back on its schedule. Gone: never again. A domain the registry has suspended, or one
 * another registrar is taking (a transfer away pending or approved), is not charged: a renewal
 * by hand would be refused too (orders/renewal-rules.ts); it is looked at daily, as the hold or
 * the transfer may end.
 */
export function autoRenewalDecision(domain: Renewable, settings: Pick<Settings, 'days_before_expiry_for_auto_renewal'>, now: Date): AutoRenewalDecision {
  if (isGone(domain)) return { charge: false, nextAt: null };
  const renewalAt = autoRenewalAt(domain.expiresAt, settings);
  if (now.getTime() < renewalAt.getTime()) return { charge: false, nextAt: renewalAt };
  const tomorrow = nextDay(now);
  if (now.getTime() >= Date.parse(domain.expiresAt)) return { charge: false, nextAt: tomorrow };
  return { charge: Boolean(domain.autoRenewal && domain.paymentCardId) && renewalRefusal(domain, now) === null, nextAt: tomorrow };
}

export type CardWarning = {
  /** Tell the owner now that the attached card will not be valid on the renewal day. */
  warn: boolean;
  /** When the warning comes due, when it is still ahead; null otherwise. */
  warnAt: Date | null;
};

/**
 * Whether the card attached to a domain with automatic renewal must be warned about (issue 15):
 * the card is good through the last day of its expiry month, so it expires before the renewal
 * when it is no longer chargeable on the renewal day (the day the job charges it). The owner is
 * warned from {@link expiringSoonDays} days before the card's last valid day (at once when that
 * is past) until the renewal day; from the renewal day on, the charge itself fails and says so.
 * Whether the warning was sent already is the marker's business.
 */
export function cardWarning(card: Pick<PaymentCardRecord, 'expMonth' | 'expYear'>, renewalAt: Date, now: Date): CardWarning {
  if (now.getTime() >= renewalAt.getTime() || cardChargeable(card, renewalAt)) return { warn: false, warnAt: null };
  const warnAt = new Date(lastValidDay(card).getTime() - expiringSoonDays * day);
  return now.getTime() >= warnAt.getTime() ? { warn: true, warnAt: null } : { warn: false, warnAt };
}

/** When a failed charge is tried again: the next day, or null when the domain expires before then. */
export function retryAt(expiresAt: string, now: Date): Date | null {
  const next = nextDay(now);
  return next.getTime() < Date.parse(expiresAt) ? next : null;
}

/**
 * The renewal order of a domain's period (its expiry): the same id however often or concurrently
 * the job runs, so one period has one order (a UUID made of a hash, version 5 layout).
 */
export function autoRenewalOrderId(domainId: string, expiresAt: string): string {
  const hex = createHash('sha256').update(`auto-renewal:${domainId}:${expiresAt}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The provider's idempotency key of one charge: per domain, period, attempt and card. A retry
 * after an unclear answer (the provider down, a lost answer) uses the same key, so the card is
 * charged at most once for it; only a recorded refusal moves to the next attempt, because the
 * provider answers a key it has seen with its first answer (the decline). Another card attached
 * meanwhile is another request, so another key (the provider refuses a key with new parameters).
 */
export const chargeKey = (domainId: string, expiresAt: string, attempt: number, cardId: string): string => `auto-renewal-${domainId}-${expiresAt}-${attempt}-${cardId}`;
