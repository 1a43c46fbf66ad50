import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { PasswordChange } from '../../auth/model.ts';
import type { CredentialRepository, ResetLinkRepository } from '../../auth/ports.ts';
import { DomainError } from '../../errors.ts';
import { getItem } from './commands/get.ts';
import { putItem } from './commands/put.ts';
import { putTransaction } from './commands/transact-put.ts';
import { updateTransaction } from './commands/transact-update.ts';
import { updateItem } from './commands/update.ts';
import { credentialsEntity, resetLinkEntity } from './account-entities.ts';
import { isConditionFailure } from './conditions.ts';
import { accessTokenEntity, outboxEventEntity, userEntity } from './entities.ts';
import type { PortalTable } from './table.ts';

/** DynamoDB takes at most 100 actions per transaction; leave room for the other items (up to 4). */
const revocationsPerTransaction = 90;

/** Passwords, in their own item beside the user (never on the user item the authorizer hands on). */
export function createCredentialRepository(table: PortalTable): CredentialRepository {
  const credentials = { get: getItem(credentialsEntity(table)), put: putItem(credentialsEntity(table)), transactPut: putTransaction(credentialsEntity(table)) };
  const resetLinks = { transactUpdate: updateTransaction(resetLinkEntity(table)) };
  const tokens = { update: updateItem(accessTokenEntity(table)), transactUpdate: updateTransaction(accessTokenEntity(table)) };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };
  const users = { transactUpdate: updateTransaction(userEntity(table)) };
  // The user's flag that a password is kept, written with the credentials (users from before it gain it here).
  const flagPassword = (userId: string) => users.transactUpdate({ userId, hasPassword: true }, { condition: { attr: 'userId', exists: true } });

  return {
    async passwordHashOf(userId: string): Promise<string | null> {
      const { Item } = await credentials.get({ userId }, { consistent: true });
      return Item?.passwordHash ?? null;
    },

    /** Gives a user without a password this one (seeding); a user with one keeps theirs. */
    async setIfAbsent(userId: string, passwordHash: string, at: Date): Promise<void> {
      try {
        await executeTransactWrite(
          credentials.transactPut({ userId, passwordHash, updatedAt: at.toISOString() }, { condition: { attr: 'userId', exists: false } }),
          flagPassword(userId),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /** Stores a hash made with today's parameters, unless the password changed meanwhile. */
    async rehash(userId: string, previousHash: string, passwordHash: string, at: Date): Promise<void> {
      try {
        await credentials.put({ userId, passwordHash, updatedAt: at.toISOString() }, { condition: { attr: 'passwordHash', eq: previousHash } });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /**
     * Sets a new password, ends the given sessions, uses up the reset link (if any) and records
     * the event, in one transaction (sessions beyond what one transaction holds are ended right
     * after). `conflict` when the password or the link changed meanwhile.
     */
    async changePassword(change: PasswordChange): Promise<void> {
      const revokedAt = change.at.toISOString();
      const revoke = (tokenHash: string) => tokens.transactUpdate({ tokenHash, revokedAt }, { condition: { attr: 'tokenHash', exists: true } });
      const [now, later] = [change.revokeTokenHashes.slice(0, revocationsPerTransaction), change.revokeTokenHashes.slice(revocationsPerTransaction)];
      try {
        await executeTransactWrite(
          credentials.transactPut(
            { userId: change.userId, passwordHash: change.passwordHash, updatedAt: revokedAt },
            { condition: change.previousHash === null ? { attr: 'userId', exists: false } : { attr: 'passwordHash', eq: change.previousHash } },
          ),
          ...(change.resetLinkHash
            ? [
                resetLinks.transactUpdate(
                  { tokenHash: change.resetLinkHash, usedAt: revokedAt },
                  {
                    condition: {
                      and: [
                        { attr: 'tokenHash', exists: true },
                        { attr: 'usedAt', exists: false },
                      ],
                    },
                  },
                ),
              ]
            : []),
          flagPassword(change.userId),
          ...now.map(revoke),
          outbox.transactPut({ eventId: change.event.metadata.id, occurredAt: change.event.metadata.occurredAt, envelope: change.event }),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError(change.resetLinkHash ? 'invalid_reset_link' : 'conflict', undefined, { cause: error });
        throw error;
      }
      await Promise.all(later.map((tokenHash) => tokens.update({ tokenHash, revokedAt }, { condition: { attr: 'tokenHash', exists: true } }).catch(() => undefined)));
    },
  };
}

/** Password-reset links: stored as the SHA-256 of their random token, used once, 1 hour. */
export function createResetLinkRepository(table: PortalTable): ResetLinkRepository {
  const resetLinks = { get: getItem(resetLinkEntity(table)), put: putItem(resetLinkEntity(table)) };

  return {
    async create(link: { tokenHash: string; userId: string; email: string; createdAt: Date; expiresAt: Date }): Promise<void> {
      await resetLinks.put({
        tokenHash: link.tokenHash,
        userId: link.userId,
        email: link.email,
        createdAt: link.createdAt.toISOString(),
        expiresAt: Math.floor(link.expiresAt.getTime() / 1000),
      });
    },

    async get(tokenHash: string): Promise<{ userId: string; email: string; usedAt?: string; expiresAt: number } | null> {
      const { Item } = await resetLinks.get({ tokenHash }, { consistent: true });
      return Item ?? null;
    },
  };
}
