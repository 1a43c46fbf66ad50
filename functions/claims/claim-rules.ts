import { claimProofMinutes } from '#shared/schemas/claims.ts';
import type { DomainChanges, DomainRecord } from '../domains/model.ts';
import { DomainError } from '../errors.ts';
import type { ClaimTarget, EmailProof } from './model.ts';

/**
 * The rules of claiming domains registered under another e-mail address (issue 16;
 * docs/decisions/claiming-domains-registered-under-another-e-mail.md "Claiming domains registered under another e-mail"). Plain functions, no I/O.
 */

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** What the code of a claim is bound to: the caller and the address, so no one else's code passes and two callers never replace each other's. */
export const claimCodeTarget = (userId: string, email: string) => `${userId}:${normalizeEmail(email)}`;

/** One's own sign-in address is no other address: its domains are claimed by signing in. */
export function assertAnotherAddress(email: string, ownEmail: string): void {
  if (normalizeEmail(email) === normalizeEmail(ownEmail)) throw new DomainError('validation_failed', { email: 'claim_own_email' });
}

/** The proof a right code gives: the address for `claimProofMinutes`. */
export function proofOf(userId: string, email: string, now: Date): EmailProof {
  return { userId, email: normalizeEmail(email), provenAt: now.toISOString(), validUntil: new Date(now.getTime() + claimProofMinutes * 60_000).toISOString() };
}

/** Listing and claiming need a proof of the address by this user, still valid (`claim_email_not_proven`, 403). */
export function assertProven(proof: EmailProof | null, userId: string, email: string, now: Date): EmailProof {
  if (!proof || proof.userId !== userId || proof.email !== normalizeEmail(email) || Date.parse(proof.validUntil) <= now.getTime()) {
    throw new DomainError('claim_email_not_proven');
  }
  return proof;
}

/**
 * Whether the claimant may claim the domain with the proven address: it is registered under it,
 * still here (not deleted, not transferred away), held by a user's account (a team's domain is
 * the team's: its owners move it) and not the claimant's own already.
 */
export function isClaimable(domain: DomainRecord, claim: { email: string; claimantId: string }): boolean {
  return (
    domain.registrantEmail === normalizeEmail(claim.email) && !domain.deletedAt && !domain.transferredAwayAt && domain.ownerType === 'user' && domain.ownerId !== claim.claimantId
  );
}

/**
 * Where the claim goes: the claimant's own archive, or a team they own. A team they are not in
 * is `not_found`; one where they are a plain member `only_owners` (spec §6).
 */
export function claimTarget(claimantId: string, team: { teamId: string; role: 'owner' | 'member' | null } | null): ClaimTarget {
  if (team === null) return { ownerType: 'user', ownerId: claimantId };
  if (team.role === null) throw new DomainError('not_found');
  if (team.role !== 'owner') throw new DomainError('only_owners');
  return { ownerType: 'team', ownerId: team.teamId };
}

/**
 * What the domain's item changes to: the new owner; automatic renewal off, as the card it renewed
 * with is the previous owner's (`paymentCardId` goes).
 */
export function claimChanges(domain: DomainRecord, to: ClaimTarget): { set: DomainChanges; detachCard: boolean; autoRenewalStopped: boolean } {
  return {
    set: { ownerType: to.ownerType, ownerId: to.ownerId, autoRenewal: false },
    detachCard: domain.paymentCardId !== undefined,
    autoRenewalStopped: domain.autoRenewal,
  };
}
