import type { Settings } from '#shared/schemas/settings.ts';
import type { DomainRecord } from '../domains/model.ts';

/**
 * When the lifecycle jobs look at a domain, as plain rules (no I/O). Times are instants; a day
 * is 24 hours from the expiry instant, so "7 days before" is the same instant a week earlier.
 */
const hour = 3600 * 1000;
const day = 24 * hour;

/** A live domain syncs with the registry at least this often. */
export const expirySyncInterval = 30 * day;
/** An expired domain, until the registry renews or deletes it, syncs this often. */
export const expiredSyncInterval = day;
/** The first sync after the expiry, when the registry has had time to act on it. */
export const afterExpiry = hour;

type Lifecycle = Pick<DomainRecord, 'expiresAt' | 'deletedAt' | 'transferredAwayAt'>;

/** The portal no longer holds the domain: no job looks at it again. */
export const isGone = (domain: Pick<DomainRecord, 'deletedAt' | 'transferredAwayAt'>): boolean => Boolean(domain.deletedAt || domain.transferredAwayAt);

/**
 * When to sync the domain next, having just looked at it (`now`): every 30 days; an hour after
 * its expiry (to see whether the registry renewed or expired it); once expired, every day until
 * it is renewed or deleted; never once it is gone.
 */
export function nextExpirySyncAt(domain: Lifecycle, now: Date): Date | null {
  if (isGone(domain)) return null;
  const firstAfterExpiry = Date.parse(domain.expiresAt) + afterExpiry;
  if (now.getTime() >= firstAfterExpiry) return new Date(now.getTime() + expiredSyncInterval);
  return new Date(Math.min(firstAfterExpiry, now.getTime() + expirySyncInterval));
}

/**
 * The notices before an expiry, in days (spec §3 "Days until expiry warning"): the first at the
 * settings' `days_before_expiry_for_warning`, then 7 and 1 day before when they come after it.
 * Largest first. The expiry itself is told by `domain.expired-at-registry` (webhook, poll or the
 * expiry sync), to every owner, so this job sends no second notice on the day.
 */
export function noticeThresholds(settings: Pick<Settings, 'days_before_expiry_for_warning'>): number[] {
  const first = Math.max(0, Math.floor(settings.days_before_expiry_for_warning));
  return [...new Set([first, 7, 1].filter((days) => days > 0 && days <= first))].sort((a, b) => b - a);
}

/** The instant of a threshold's notice. */
export const noticeAt = (expiresAt: string, daysBefore: number): Date => new Date(Date.parse(expiresAt) - daysBefore * day);

export type NoticeDecision = {
  /** The threshold whose notice is due now (the latest one passed), or null. */
  due: number | null;
  /** When to look at the domain next, or null: never (gone). */
  nextAt: Date | null;
};

/**
 * Which notice is due for the domain now, and when to look again. Only the latest threshold
 * passed is due (a job that did not run for a while sends the 7-day notice, not a late 30-day
 * one too); whether it was sent already is the marker's business. After the expiry the domain
 * is looked at daily, so a renewal (a new expiry: a new period) gets its notices. A domain with
 * automatic renewal gets none, but stays on the schedule: it may be turned off.
 */
export function noticeDecision(domain: Lifecycle & Pick<DomainRecord, 'autoRenewal'>, thresholds: readonly number[], now: Date): NoticeDecision {
  if (isGone(domain)) return { due: null, nextAt: null };
  const passed = thresholds.filter((days) => noticeAt(domain.expiresAt, days).getTime() <= now.getTime());
  const latest = passed.length > 0 ? Math.min(...passed) : null;
  const upcoming = thresholds.map((days) => noticeAt(domain.expiresAt, days)).filter((at) => at.getTime() > now.getTime());
  const nextAt = upcoming.length > 0 ? new Date(Math.min(...upcoming.map((at) => at.getTime()))) : new Date(now.getTime() + day);
  return { due: domain.autoRenewal ? null : latest, nextAt };
}
