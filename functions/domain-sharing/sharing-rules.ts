import type { DomainRecord } from '../domains/model.ts';
import { DomainError } from '../errors.ts';
import type { DomainInviteRecord } from './model.ts';

/** How long an invitation can be accepted: 30 days, as a team invitation (issue 16). */
export const inviteValidDays = 30;
const day = 24 * 3600 * 1000;

export function inviteValidUntil(createdAt: Date): string {
  return new Date(createdAt.getTime() + inviteValidDays * day).toISOString();
}

export function isInviteExpired(invite: Pick<DomainInviteRecord, 'validUntil'>, now: Date): boolean {
  return Date.parse(invite.validUntil) <= now.getTime();
}

/** E-mail addresses are compared as the accounts store them: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Where the invitee accepts (spec §2 `domain-invite-accept`), on the portal's own origin. */
export function inviteLink(origin: string, domainId: string, inviteId: string): string {
  return `${origin}/domains/${encodeURIComponent(domainId)}/invites/${encodeURIComponent(inviteId)}/accept`;
}

/**
 * Whether the caller may see and accept the invitation: it is for their address and still valid.
 * Anyone else is told it does not exist (`not_found`, as for someone else's domain); a lapsed one
 * says so (`invitation_expired`).
 */
export function assertInviteFor(invite: DomainInviteRecord | null, caller: { email: string }, now: Date): DomainInviteRecord {
  if (!invite || normalizeEmail(caller.email) !== invite.email) throw new DomainError('not_found');
  if (isInviteExpired(invite, now)) throw new DomainError('invitation_expired');
  return invite;
}

/** The owner cannot share a domain with themselves, nor invite someone who manages it already. */
export function assertCanInvite(email: string, owner: { email: string }, sharedEmails: readonly string[]): void {
  if (normalizeEmail(email) === normalizeEmail(owner.email)) throw new DomainError('validation_failed', { email: 'sharing_own_email' });
  if (sharedEmails.includes(normalizeEmail(email))) throw new DomainError('already_shared');
}

/** Spec §5: users cannot be removed while the domain is (registration-)locked; invitations still can be sent. */
export function assertCanRemoveSharedUser(domain: Pick<DomainRecord, 'registrationLock'>): void {
  if (domain.registrationLock) throw new DomainError('domain_locked_users');
}
