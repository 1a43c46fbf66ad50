import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { StoredChallenge } from '../../auth/codes.ts';
import { getItem } from './commands/get.ts';
import { putItem } from './commands/put.ts';
import { putTransaction } from './commands/transact-put.ts';
import { updateItem } from './commands/update.ts';
import { challengeEntity, latestCodeEntity, rateWindowEntity } from './account-entities.ts';
import { isConditionFailure } from './conditions.ts';
import type { PortalTable } from './table.ts';

type ChallengeRecord = FormattedItem<ReturnType<typeof challengeEntity>>;

const toStored = (item: ChallengeRecord): StoredChallenge => ({
  ...item,
  data: (item.data as Record<string, string> | undefined) ?? {},
});

/** One-time codes (functions/auth/codes.ts) in the table. */
export function createChallengeRepository(table: PortalTable) {
  const challenges = {
    get: getItem(challengeEntity(table)),
    put: putItem(challengeEntity(table)),
    update: updateItem(challengeEntity(table)),
    transactPut: putTransaction(challengeEntity(table)),
  };
  const latestCodes = { get: getItem(latestCodeEntity(table)), transactPut: putTransaction(latestCodeEntity(table)) };

  return {
    /** Saves a challenge; with `latest`, also points (purpose, target) at it, in one transaction. */
    async save(challenge: StoredChallenge, options: { latest: boolean }): Promise<void> {
      if (!options.latest) {
        await challenges.put(challenge);
        return;
      }
      await executeTransactWrite(
        challenges.transactPut(challenge),
        latestCodes.transactPut({
          purpose: challenge.purpose,
          target: challenge.target,
          verificationId: challenge.verificationId,
          expiresAt: challenge.expiresAt,
        }),
      );
    },

    async get(verificationId: string): Promise<StoredChallenge | null> {
      const { Item } = await challenges.get({ verificationId }, { consistent: true });
      return Item ? toStored(Item) : null;
    },

    /** The id of the newest challenge of a purpose for a target, if any. */
    async latest(purpose: string, target: string): Promise<string | null> {
      const { Item } = await latestCodes.get({ purpose, target }, { consistent: true });
      return Item?.verificationId ?? null;
    },

    /** Counts a wrong try while the challenge is alive; answers the new count, or null if it was not. */
    async recordWrongTry(verificationId: string, maxAttempts: number): Promise<number | null> {
      try {
        const { Attributes } = await challenges.update(
          { verificationId, attempts: $add(1) },
          {
            condition: {
              and: [
                { attr: 'verificationId', exists: true },
                { attr: 'attempts', lt: maxAttempts },
                { attr: 'consumedAt', exists: false },
              ],
            },
            returnValues: 'ALL_NEW',
          },
        );
        return Attributes?.attempts ?? null;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },

    /** Uses the challenge up, once: false when it was used or ran out of tries meanwhile. */
    async consume(verificationId: string, at: string, maxAttempts: number): Promise<boolean> {
      try {
        await challenges.update(
          { verificationId, consumedAt: at },
          {
            condition: {
              and: [
                { attr: 'verificationId', exists: true },
                { attr: 'attempts', lt: maxAttempts },
                { attr: 'consumedAt', exists: false },
              ],
            },
          },
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

/** Fixed rate-limit windows (functions/auth/rate-limits.ts): one atomic counter per window. */
export function createRateLimitRepository(table: PortalTable) {
  const rateWindows = { update: updateItem(rateWindowEntity(table)) };

  return {
    /** `amount` -1 gives a spend back; the TTL is set again, so even that never leaves an item behind. */
    async spend(rule: string, key: string, windowStart: string, expiresAt: number, amount = 1): Promise<number> {
      const { Attributes } = await rateWindows.update({ rule, key, windowStart, count: $add(amount), expiresAt }, { returnValues: 'ALL_NEW' });
      return Attributes?.count ?? amount;
    },
  };
}

export type ChallengeRepository = ReturnType<typeof createChallengeRepository>;
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
