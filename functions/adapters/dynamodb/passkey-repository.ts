import type { PasskeyRecord, PasskeyRepository, WebauthnChallenge, WebauthnChallengeRepository } from '../../auth/passkey-model.ts';
import { DomainError } from '../../errors.ts';
import { deleteItem } from './commands/delete.ts';
import { getItem } from './commands/get.ts';
import { putItem } from './commands/put.ts';
import { queryItems } from './commands/query.ts';
import { updateItem } from './commands/update.ts';
import { isConditionFailure } from './conditions.ts';
import { passkeyEntity, passkeyKeys, webauthnChallengeEntity } from './passkey-entities.ts';
import type { PortalTable } from './table.ts';

const toRecord = (item: Record<string, unknown>): PasskeyRecord => {
  const { userId, passkeyId, credentialId, publicKey, counter, transports, backupEligible, backedUp, name, createdAt, lastUsedAt } = item as unknown as PasskeyRecord;
  return {
    userId,
    passkeyId,
    credentialId,
    publicKey,
    counter,
    ...(transports ? { transports } : {}),
    backupEligible,
    backedUp,
    name,
    createdAt,
    ...(lastUsedAt ? { lastUsedAt } : {}),
  };
};

/** A person's passkeys, in the user's partition (`USER#<userId>`, `PASSKEY#<passkeyId>`). */
export function createPasskeyRepository(table: PortalTable): PasskeyRepository {
  const passkeys = {
    get: getItem(passkeyEntity(table)),
    put: putItem(passkeyEntity(table)),
    query: queryItems(passkeyEntity(table)),
    update: updateItem(passkeyEntity(table)),
    delete: deleteItem(passkeyEntity(table)),
  };
  const exists = { attr: 'passkeyId', exists: true } as const;

  return {
    async listOfUser(userId) {
      const found: PasskeyRecord[] = [];
      let exclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await passkeys.query(
          { partition: passkeyKeys.user(userId), range: { beginsWith: passkeyKeys.passkeyPrefix } },
          { consistent: true, ...(exclusiveStartKey ? { exclusiveStartKey } : {}) },
        );
        found.push(...(page.Items ?? []).map(toRecord));
        exclusiveStartKey = page.LastEvaluatedKey;
      } while (exclusiveStartKey);
      return found;
    },

    async get(userId, passkeyId) {
      const { Item } = await passkeys.get({ userId, passkeyId }, { consistent: true });
      return Item ? toRecord(Item) : null;
    },

    async add(passkey) {
      try {
        await passkeys.put(passkey, { condition: { attr: 'passkeyId', exists: false } });
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('conflict', undefined, { cause: error });
        throw error;
      }
    },

    async recordUse({ userId, passkeyId, counter, backedUp, at }) {
      try {
        await passkeys.update({ userId, passkeyId, counter, backedUp, lastUsedAt: at }, { condition: exists });
      } catch (error) {
        // Removed meanwhile: the sign-in it verified stands, there is nothing left to update.
        if (!isConditionFailure(error)) throw error;
      }
    },

    async rename(userId, passkeyId, name) {
      try {
        await passkeys.update({ userId, passkeyId, name }, { condition: exists });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    async remove(userId, passkeyId) {
      try {
        await passkeys.delete({ userId, passkeyId }, { condition: exists });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

/** Ceremony challenges (`WEBAUTHN#<challenge>`): put when the options are made, deleted when used. */
export function createWebauthnChallengeRepository(table: PortalTable): WebauthnChallengeRepository {
  const challenges = { put: putItem(webauthnChallengeEntity(table)), delete: deleteItem(webauthnChallengeEntity(table)) };
  return {
    async save(challenge) {
      await challenges.put(challenge, { condition: { attr: 'challenge', exists: false } });
    },

    /** One conditional delete answering the item it deleted: of two uses at once, only one gets it. */
    async take(challenge) {
      try {
        const { Attributes } = await challenges.delete({ challenge }, { condition: { attr: 'challenge', exists: true }, returnValues: 'ALL_OLD' });
        if (!Attributes) return null;
        const { purpose, userId, createdAt, expiresAt } = Attributes as unknown as WebauthnChallenge;
        return { challenge, purpose, ...(userId ? { userId } : {}), createdAt, expiresAt };
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    },
  };
}
