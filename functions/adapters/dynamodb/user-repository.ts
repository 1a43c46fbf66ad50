import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { EventEnvelope } from '#events/envelope.ts';
import type { Locale } from '#shared/locales.ts';
import { DomainError } from '../../errors.ts';
import type { NewUser, UserRecord } from '../../users/model.ts';
import type { UserRepository } from '../../users/ports.ts';
import { getItem } from './commands/get.ts';
import { putTransaction } from './commands/transact-put.ts';
import { updateTransaction } from './commands/transact-update.ts';
import { isConditionFailure } from './conditions.ts';
import { outboxEventEntity, userEmailClaimEntity, userEntity } from './entities.ts';
import type { PortalTable } from './table.ts';
import { userSearchWordWrites } from './user-search-words.ts';

export function createUserRepository(table: PortalTable): UserRepository {
  const users = { get: getItem(userEntity(table)), transactPut: putTransaction(userEntity(table)), transactUpdate: updateTransaction(userEntity(table)) };
  const emailClaims = { get: getItem(userEmailClaimEntity(table)), transactPut: putTransaction(userEmailClaimEntity(table)) };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };
  const searchWords = userSearchWordWrites(table);

  return {
    async get(userId: string): Promise<UserRecord | null> {
      const { Item } = await users.get({ userId });
      return Item ?? null;
    },

    /** Creates the user and claims the e-mail in one transaction: no two users share an address. */
    async create(user: NewUser): Promise<void> {
      const email = user.email.toLowerCase();
      try {
        await executeTransactWrite(
          emailClaims.transactPut({ email, userId: user.userId }, { condition: { attr: 'email', exists: false } }),
          users.transactPut({ ...user, email }, { condition: { attr: 'userId', exists: false } }),
          ...searchWords.created({ ...user, email }),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('conflict', undefined, { cause: error });
        throw error;
      }
    },

    /** The user id that holds an e-mail address, if any. */
    async idByEmail(email: string): Promise<string | null> {
      const { Item } = await emailClaims.get({ email: email.toLowerCase() });
      return Item?.userId ?? null;
    },

    /**
     * Sets the language only if nobody changed it since `previous` was read, and records the
     * event in the same transaction (outbox), so the change and its event stand or fall together.
     */
    async changeLanguage(userId: string, previous: Locale | undefined, language: Locale, event: EventEnvelope): Promise<void> {
      try {
        await executeTransactWrite(
          users.transactUpdate(
            { userId, language },
            {
              condition: previous
                ? { attr: 'language', eq: previous }
                : {
                    and: [
                      { attr: 'userId', exists: true },
                      { attr: 'language', exists: false },
                    ],
                  },
            },
          ),
          outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event }),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('conflict', undefined, { cause: error });
        throw error;
      }
    },
  };
}
