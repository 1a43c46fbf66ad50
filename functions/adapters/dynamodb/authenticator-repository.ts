import type { EventEnvelope } from '#events/envelope.ts';
import { $delete } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { AuthenticatorRecord } from '../../auth/model.ts';
import type { AuthenticatorStore } from '../../auth/ports.ts';
import { deleteItem } from './commands/delete.ts';
import { getItem } from './commands/get.ts';
import { putItem } from './commands/put.ts';
import { putTransaction } from './commands/transact-put.ts';
import { deleteTransaction } from './commands/transact-delete.ts';
import { updateTransaction } from './commands/transact-update.ts';
import { updateItem } from './commands/update.ts';
import { authenticatorEntity } from './account-entities.ts';
import { isConditionFailure } from './conditions.ts';
import { outboxEventEntity } from './entities.ts';
import type { PortalTable } from './table.ts';

/** False when a condition refused the write (the race or state the use case checks for). */
async function conditional(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Authenticator apps (functions/auth/authenticator.ts): one item a user, `USER#<userId>` / `AUTHENTICATOR` (docs/data-model.md A12). */
export function createAuthenticatorRepository(table: PortalTable): AuthenticatorStore {
  const entity = authenticatorEntity(table);
  const authenticators = {
    get: getItem(entity),
    put: putItem(entity),
    update: updateItem(entity),
    delete: deleteItem(entity),
    transactUpdate: updateTransaction(entity),
    transactDelete: deleteTransaction(entity),
  };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };
  const outboxPut = (event: EventEnvelope) => outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event });
  const isOn = { attr: 'status', eq: 'on' } as const;

  return {
    async get(userId: string): Promise<AuthenticatorRecord | null> {
      const { Item } = await authenticators.get({ userId }, { consistent: true });
      if (!Item) return null;
      const { recoveryCodeHashes, ...rest } = Item;
      return { ...rest, recoveryCodeHashes: [...(recoveryCodeHashes ?? [])] };
    },

    savePending: ({ userId, secret, at }) =>
      conditional(() =>
        authenticators.put(
          { userId, secret, status: 'pending', createdAt: at.toISOString() },
          {
            condition: {
              or: [
                { attr: 'userId', exists: false },
                { attr: 'status', eq: 'pending' },
              ],
            },
          },
        ),
      ),

    confirm: ({ userId, secret, step, recoveryCodeHashes, at, event }) =>
      conditional(() =>
        executeTransactWrite(
          authenticators.transactUpdate(
            { userId, status: 'on', confirmedAt: at.toISOString(), lastUsedStep: step, recoveryCodeHashes: new Set(recoveryCodeHashes) },
            {
              condition: {
                and: [
                  { attr: 'status', eq: 'pending' },
                  { attr: 'secret', eq: secret },
                ],
              },
            },
          ),
          outboxPut(event),
        ),
      ),

    useStep: (userId, step) =>
      conditional(() =>
        authenticators.update(
          { userId, lastUsedStep: step },
          {
            condition: {
              and: [
                isOn,
                {
                  or: [
                    { attr: 'lastUsedStep', exists: false },
                    { attr: 'lastUsedStep', lt: step },
                  ],
                },
              ],
            },
          },
        ),
      ),

    useRecoveryCode: (userId, codeHash) =>
      conditional(() =>
        authenticators.update({ userId, recoveryCodeHashes: $delete(new Set([codeHash])) }, { condition: { and: [isOn, { attr: 'recoveryCodeHashes', contains: codeHash }] } }),
      ),

    replaceRecoveryCodes: ({ userId, recoveryCodeHashes, event }) =>
      conditional(() => executeTransactWrite(authenticators.transactUpdate({ userId, recoveryCodeHashes: new Set(recoveryCodeHashes) }, { condition: isOn }), outboxPut(event))),

    remove: ({ userId, event }) =>
      conditional(async () => {
        const exists = { attr: 'userId', exists: true } as const;
        if (!event) await authenticators.delete({ userId }, { condition: exists });
        else await executeTransactWrite(authenticators.transactDelete({ userId }, { condition: exists }), outboxPut(event));
      }),
  };
}
