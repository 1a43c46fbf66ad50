import type { EventEnvelope } from '#events/envelope.ts';
import type { DomainChanges, DomainRecord } from '../domains/model.ts';

/** A user proved with a code that an e-mail address is theirs (issue 16), for a while. */
export interface EmailProof {
  userId: string;
  /** Lower-case. */
  email: string;
  provenAt: string;
  /** Until when the proof lets the user list and claim (ISO). */
  validUntil: string;
}

/** Where a claimed domain goes: the claimant's own archive or a team they own. */
export interface ClaimTarget {
  ownerType: 'user' | 'team';
  ownerId: string;
}

/** One domain's move to its claimant, written in one transaction (docs/data-model.md, "Claiming"). */
export interface DomainMove {
  /** The domain as read: the move is conditional on its version (a change meanwhile cancels it). */
  domain: DomainRecord;
  to: ClaimTarget;
  /** What the domain item changes to (claim-rules.ts `claimChanges`); `detachCard` removes its `paymentCardId`. */
  changes: { set: DomainChanges; detachCard: boolean };
  /** The technical managers (user ids) and open invitations (ids) the previous owner made: removed with the move. */
  removeShares: readonly string[];
  removeInvites: readonly string[];
  at: Date;
  events: readonly EventEnvelope[];
}
