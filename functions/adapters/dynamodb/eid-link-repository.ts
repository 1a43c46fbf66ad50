import { TransactionCanceledException } from './errors.ts';
import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { EventEnvelope } from '#events/envelope.ts';
import { DomainError } from '../../errors.ts';
import { getItem } from './commands/get.ts';
import { deleteTransaction } from './commands/transact-delete.ts';
import { putTransaction } from './commands/transact-put.ts';
import { updateTransaction } from './commands/transact-update.ts';
import { isConditionFailure } from './conditions.ts';
import { eidSubjectClaimEntity, eidUserLinkEntity } from './eid-entities.ts';
import { outboxEventEntity, userEmailClaimEntity, userEntity } from './entities.ts';
import type { NewUser, UserRecord } from '../../users/model.ts';
import type { PortalTable } from './table.ts';
import { userSearchWordWrites } from './user-search-words.ts';

/** Which items of a cancelled transaction failed their condition (by position). */
function failedConditions(error: unknown): Set<number> {
  const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
  return new Set(reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : [])));
}

/**
 * National e-ID links (docs/data-model.md, patterns "user by national-ID subject"). A subject
 * links to at most one user and a user to at most one subject; both are enforced by the two
 * link items' `attribute_not_exists` in the transaction that creates them.
 */
export function createEidLinkRepository(table: PortalTable) {
  const claims = {
    get: getItem(eidSubjectClaimEntity(table)),
    transactPut: putTransaction(eidSubjectClaimEntity(table)),
    transactDelete: deleteTransaction(eidSubjectClaimEntity(table)),
  };
  const userLinks = {
    get: getItem(eidUserLinkEntity(table)),
    transactPut: putTransaction(eidUserLinkEntity(table)),
    transactDelete: deleteTransaction(eidUserLinkEntity(table)),
  };
  const users = { get: getItem(userEntity(table)), transactPut: putTransaction(userEntity(table)), transactUpdate: updateTransaction(userEntity(table)) };
  const emailClaims = { transactPut: putTransaction(userEmailClaimEntity(table)) };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };

  const outboxPut = (event: EventEnvelope) => outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event });

  return {
    /** The user a subject is linked to: the claim, then the user (two reads; see docs/performance.md). */
    async userOf(subject: string): Promise<UserRecord | null> {
      const { Item: claim } = await claims.get({ subject });
      if (!claim) return null;
      const { Item: user } = await users.get({ userId: claim.userId });
      return user ?? null;
    },

    /** The subject a user is linked to, if any. */
    async subjectOf(userId: string): Promise<string | null> {
      const { Item } = await userLinks.get({ userId });
      return Item?.subject ?? null;
    },

    /**
     * Links a subject to an existing user and marks the user `isUsingSamleikin`, with the event in
     * the same transaction (outbox). `eid_already_linked` when either side is linked already.
     * (Only the local runtime's seeding links without an event.)
     */
    async link(input: { subject: string; userId: string; now: Date; event?: EventEnvelope }): Promise<void> {
      const linkedAt = input.now.toISOString();
      try {
        await executeTransactWrite(
          claims.transactPut({ subject: input.subject, userId: input.userId, linkedAt }, { condition: { attr: 'subject', exists: false } }),
          userLinks.transactPut({ userId: input.userId, subject: input.subject, linkedAt }, { condition: { attr: 'userId', exists: false } }),
          users.transactUpdate({ userId: input.userId, isUsingSamleikin: true }, { condition: { attr: 'userId', exists: true } }),
          ...(input.event ? [outboxPut(input.event)] : []),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const failed = failedConditions(error);
        if (failed.has(2) && !failed.has(0) && !failed.has(1)) throw new DomainError('not_found', undefined, { cause: error });
        throw new DomainError('eid_already_linked', undefined, { cause: error });
      }
    },

    /**
     * Creates a user already linked to a subject: the e-mail claim, the user, both link items and
     * the event, in one transaction. `email_taken` or `eid_already_linked` on a conflict.
     * (Only the local runtime's seeding creates one without an event.)
     */
    async createLinkedUser(input: { user: NewUser; subject: string; now: Date; event?: EventEnvelope }): Promise<void> {
      const email = input.user.email.toLowerCase();
      const { userId } = input.user;
      const linkedAt = input.now.toISOString();
      try {
        await executeTransactWrite(
          emailClaims.transactPut({ email, userId }, { condition: { attr: 'email', exists: false } }),
          users.transactPut({ ...input.user, email, isUsingSamleikin: true }, { condition: { attr: 'userId', exists: false } }),
          claims.transactPut({ subject: input.subject, userId, linkedAt }, { condition: { attr: 'subject', exists: false } }),
          userLinks.transactPut({ userId, subject: input.subject, linkedAt }, { condition: { attr: 'userId', exists: false } }),
          ...(input.event ? [outboxPut(input.event)] : []),
          ...userSearchWordWrites(table).created({ ...input.user, email }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const failed = failedConditions(error);
        // Both at once: the e-ID is the caller's own, so that conflict is the one to report.
        if (failed.has(2) || failed.has(3)) throw new DomainError('eid_already_linked', undefined, { cause: error });
        if (failed.has(0)) throw new DomainError('email_taken', undefined, { cause: error });
        throw new DomainError('conflict', undefined, { cause: error });
      }
    },

    /**
     * Removes a user's link (both items) when the user is deleted, so the subject can sign up
     * again. Leaves the user item alone. Nothing happens when the user is not linked.
     */
    async unlinkUser(userId: string): Promise<void> {
      const subject = await this.subjectOf(userId);
      if (!subject) return;
      await executeTransactWrite(claims.transactDelete({ subject }, { condition: { attr: 'userId', eq: userId } }), userLinks.transactDelete({ userId }));
    },
  };
}

export type EidLinkRepository = ReturnType<typeof createEidLinkRepository>;

/**
 * Only the subject a user is linked to (E2): for ending a user's e-ID sessions where nothing
 * links or creates users ("This was not me", functions/domain-settings/not-me.ts), so that function's
 * bundle holds no linking and no user writes.
 */
export function createEidSubjectLookup(table: PortalTable): { subjectOf(userId: string): Promise<string | null> } {
  const userLinks = { get: getItem(eidUserLinkEntity(table)) };
  return {
    async subjectOf(userId: string): Promise<string | null> {
      const { Item } = await userLinks.get({ userId });
      return Item?.subject ?? null;
    },
  };
}
