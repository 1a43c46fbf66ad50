import { TransactionCanceledException } from './errors.ts';
import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { EventEnvelope } from '#events/envelope.ts';
import type { AccountRepository } from '../../auth/ports.ts';
import type { NewUser } from '../../users/model.ts';
import { DomainError } from '../../errors.ts';
import { deleteItem } from './commands/delete.ts';
import { deleteTransaction } from './commands/transact-delete.ts';
import { putTransaction } from './commands/transact-put.ts';
import { updateTransaction } from './commands/transact-update.ts';
import { authenticatorEntity, credentialsEntity } from './account-entities.ts';
import { isConditionFailure } from './conditions.ts';
import { eidSubjectClaimEntity, eidUserLinkEntity } from './eid-entities.ts';
import { accessTokenEntity, outboxEventEntity, userEmailClaimEntity, userEntity } from './entities.ts';
import type { PortalTable } from './table.ts';
import { userSearchWordWrites } from './user-search-words.ts';

/** Which items of a cancelled transaction failed their condition (by position). */
function failedConditions(error: unknown): Set<number> {
  const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
  return new Set(reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : [])));
}

/** DynamoDB takes at most 100 actions per transaction. */
const maxTransactionItems = 100;

/**
 * The credential accounts' changes to users. Each change and its event are written in one
 * transaction (outbox); the user's e-mail claim moves in the same transaction as the address.
 */
export function createAccountRepository(table: PortalTable): AccountRepository {
  const users = {
    transactPut: putTransaction(userEntity(table)),
    transactUpdate: updateTransaction(userEntity(table)),
    transactDelete: deleteTransaction(userEntity(table)),
  };
  const emailClaims = { transactPut: putTransaction(userEmailClaimEntity(table)), transactDelete: deleteTransaction(userEmailClaimEntity(table)) };
  const credentials = { transactPut: putTransaction(credentialsEntity(table)), transactDelete: deleteTransaction(credentialsEntity(table)) };
  const authenticators = { transactDelete: deleteTransaction(authenticatorEntity(table)) };
  const tokens = { delete: deleteItem(accessTokenEntity(table)), transactDelete: deleteTransaction(accessTokenEntity(table)) };
  const eidClaims = { transactDelete: deleteTransaction(eidSubjectClaimEntity(table)) };
  const eidLinks = { transactDelete: deleteTransaction(eidUserLinkEntity(table)) };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };
  // The admin's search words of the name and the address move with them (docs/decisions/admin-user-search.md).
  const searchWords = userSearchWordWrites(table);

  const outboxPut = (event: EventEnvelope) => outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event });

  return {
    /** A new user with a password: e-mail claim, user, credentials and event together; `email_taken` otherwise. */
    async register(input: { user: NewUser; passwordHash: string; at: Date; event: EventEnvelope }): Promise<void> {
      const email = input.user.email.toLowerCase();
      const { userId } = input.user;
      try {
        await executeTransactWrite(
          emailClaims.transactPut({ email, userId }, { condition: { attr: 'email', exists: false } }),
          users.transactPut({ ...input.user, email, hasPassword: true }, { condition: { attr: 'userId', exists: false } }),
          credentials.transactPut({ userId, passwordHash: input.passwordHash, updatedAt: input.at.toISOString() }, { condition: { attr: 'userId', exists: false } }),
          outboxPut(input.event),
          ...searchWords.created({ ...input.user, email }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        throw new DomainError(failedConditions(error).has(0) ? 'email_taken' : 'conflict', undefined, { cause: error });
      }
    },

    /** Marks the user's current address verified (it must still be `email`). */
    async markEmailVerified(input: { userId: string; email: string; at: Date; event: EventEnvelope }): Promise<void> {
      try {
        await executeTransactWrite(
          users.transactUpdate({ userId: input.userId, emailVerifiedAt: input.at.toISOString() }, { condition: { attr: 'email', eq: input.email } }),
          outboxPut(input.event),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('invalid_code', undefined, { cause: error });
        throw error;
      }
    },

    /** Moves the user to a new, verified address: the old claim goes, the new one is taken, at once. */
    async changeEmail(input: { userId: string; previousEmail: string; email: string; at: Date; event: EventEnvelope }): Promise<void> {
      const email = input.email.toLowerCase();
      try {
        await executeTransactWrite(
          emailClaims.transactPut({ email, userId: input.userId }, { condition: { attr: 'email', exists: false } }),
          emailClaims.transactDelete({ email: input.previousEmail.toLowerCase() }, { condition: { attr: 'userId', eq: input.userId } }),
          users.transactUpdate({ userId: input.userId, email, emailVerifiedAt: input.at.toISOString() }, { condition: { attr: 'email', eq: input.previousEmail } }),
          outboxPut(input.event),
          ...(await searchWords.changed(input.userId, 'email', email)),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        throw new DomainError(failedConditions(error).has(0) ? 'email_taken' : 'conflict', undefined, { cause: error });
      }
    },

    /** An address never verified gives way at once: new claim, old claim freed and the user's address, together. */
    async replaceUnverifiedEmail(input: { userId: string; previousEmail: string; email: string }): Promise<void> {
      const email = input.email.toLowerCase();
      try {
        await executeTransactWrite(
          emailClaims.transactPut({ email, userId: input.userId }, { condition: { attr: 'email', exists: false } }),
          emailClaims.transactDelete({ email: input.previousEmail.toLowerCase() }, { condition: { attr: 'userId', eq: input.userId } }),
          users.transactUpdate(
            { userId: input.userId, email },
            {
              condition: {
                and: [
                  { attr: 'email', eq: input.previousEmail },
                  { attr: 'emailVerifiedAt', exists: false },
                ],
              },
            },
          ),
          ...(await searchWords.changed(input.userId, 'email', email)),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        throw new DomainError(failedConditions(error).has(0) ? 'email_taken' : 'conflict', undefined, { cause: error });
      }
    },

    async markPhoneVerified(input: { userId: string; phone: string; phoneCode: string; at: Date; event: EventEnvelope }): Promise<void> {
      try {
        await executeTransactWrite(
          users.transactUpdate(
            { userId: input.userId, phone: input.phone, phoneCode: input.phoneCode, phoneVerifiedAt: input.at.toISOString() },
            { condition: { attr: 'userId', exists: true } },
          ),
          outboxPut(input.event),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('unauthenticated', undefined, { cause: error });
        throw error;
      }
    },

    async updateProfile(input: {
      userId: string;
      changes: { name?: string; street: string; zip: string; city: string; countryCode: string };
      event: EventEnvelope;
    }): Promise<void> {
      try {
        await executeTransactWrite(
          users.transactUpdate({ userId: input.userId, ...input.changes }, { condition: { attr: 'userId', exists: true } }),
          outboxPut(input.event),
          ...(input.changes.name === undefined ? [] : await searchWords.changed(input.userId, 'name', input.changes.name)),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('unauthenticated', undefined, { cause: error });
        throw error;
      }
    },

    /**
     * Deletes the user with everything that is only theirs: e-mail claim, credentials, authenticator app, tokens,
     * the national e-ID link (both items), plus the event, in one transaction. Tokens that do not
     * fit in it are deleted first (a token whose user is gone is refused anyway).
     */
    async delete(input: { userId: string; email: string; tokenHashes: readonly string[]; eidSubject: string | null; event: EventEnvelope }): Promise<void> {
      const { userId } = input;
      const fixed = [
        users.transactDelete({ userId }, { condition: { attr: 'email', eq: input.email } }),
        emailClaims.transactDelete({ email: input.email.toLowerCase() }, { condition: { attr: 'userId', eq: userId } }),
        credentials.transactDelete({ userId }),
        authenticators.transactDelete({ userId }),
        ...(input.eidSubject ? [eidClaims.transactDelete({ subject: input.eidSubject }, { condition: { attr: 'userId', eq: userId } }), eidLinks.transactDelete({ userId })] : []),
        outboxPut(input.event),
        ...(await searchWords.removed(userId)),
      ];
      const room = maxTransactionItems - fixed.length;
      const [together, before] = [input.tokenHashes.slice(0, room), input.tokenHashes.slice(room)];
      await Promise.all(before.map((tokenHash) => tokens.delete({ tokenHash })));
      try {
        await executeTransactWrite(...fixed, ...together.map((tokenHash) => tokens.transactDelete({ tokenHash })));
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('conflict', undefined, { cause: error });
        throw error;
      }
    },
  };
}
