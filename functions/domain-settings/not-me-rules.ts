import { createHash } from 'node:crypto';
import type { EventName } from '#events/catalogue/index.ts';
import { addressKey, type Allowance, fifteenMinutes } from '../auth/rate-limits.ts';
import { DomainError } from '../errors.ts';
import type { PortalLock } from '../domains/model.ts';
import type { NotMeLink } from './not-me-model.ts';
import { portalLockState } from './portal-lock-rules.ts';

/**
 * The rules of "This was not me" (docs/decisions/this-was-not-me.md): which mails carry the
 * link, how long it works, whether it still does, and what it does to the portal lock.
 */

/** A link works for 14 days after its mail, once. */
export const notMeLinkLifetimeSeconds = 14 * 24 * 3600;

/** The changes to a domain whose mails carry the link: a person's changes to what keeps the domain working or in its owner's hands. */
export const notMeLinkedEvents: ReadonlySet<EventName> = new Set<EventName>([
  'domain.name-servers-changed',
  'domain.dnssec-changed',
  'domain.contacts-changed',
  'domain.transfer-lock-changed',
  'domain.registration-locked',
  'domain.registration-unlock-requested',
  'domain.registration-unlocked',
  'domain.transfer-code-renewed',
  'domain.moved',
  'domain.portal-lock-lift-requested',
  'domain.portal-lock-lift-approved',
  'domain.portal-lock-lifted',
]);

/** Whether the mail of this event carries the link: one of the changes above, made by a person (not the registry or a job). */
export function carriesNotMeLink(eventName: EventName, actorId: string | undefined): actorId is string {
  return actorId !== undefined && notMeLinkedEvents.has(eventName);
}

/** What is kept of a token: its SHA-256 (hex). */
export function notMeTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The link's address under the portal's origin (the web's route `not-me`). */
export function notMeLinkUrl(origin: string, token: string): string {
  return `${origin}/not-me/${token}`;
}

/** When a link written at `createdAt` stops working, in epoch seconds (also its TTL). */
export function notMeLinkExpiresAt(createdAt: Date): number {
  return Math.floor(createdAt.getTime() / 1000) + notMeLinkLifetimeSeconds;
}

/**
 * The link, if it still works: an unknown one (never ours, or removed after its 14 days) and one
 * past its 14 days are `not_me_link_invalid`; one used before is `not_me_link_used`.
 */
export function usableNotMeLink(link: NotMeLink | null, now: Date): NotMeLink {
  if (!link) throw new DomainError('not_me_link_invalid');
  if (link.usedAt) throw new DomainError('not_me_link_used');
  if (link.expiresAt * 1000 <= now.getTime()) throw new DomainError('not_me_link_invalid');
  return link;
}

/**
 * What a report does to the portal lock: put it on when it is off (a lapsed wait reads as off),
 * cancel a waiting request to lift it, or leave a lock that holds as it is.
 */
export function notMeLockStep(lock: PortalLock | undefined, now: Date): 'lock' | 'cancel-lift' | 'keep' {
  const state = portalLockState(lock, now);
  return state === 'unlocked' ? 'lock' : state === 'lift_requested' ? 'cancel-lift' : 'keep';
}

/**
 * Reports per client address: 10 in 15 minutes. A person follows one link, maybe a few; this
 * keeps one address from trying tokens (each is 256 random bits anyway) or flooding the table.
 */
export function notMeAllowance(sourceIp: string): Allowance {
  return { rule: 'not-me-ip', key: addressKey(sourceIp), limit: 10, windowSeconds: fifteenMinutes };
}
