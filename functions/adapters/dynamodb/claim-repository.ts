import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $remove } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { ClaimRepository } from '../../claims/ports.ts';
import type { DomainRecord } from '../../domains/model.ts';
import { DomainError } from '../../errors.ts';
import { emailProofEntity } from './claim-entities.ts';
import { getItem } from './commands/get.ts';
import { putItem } from './commands/put.ts';
import { queryItems } from './commands/query.ts';
import { deleteTransaction } from './commands/transact-delete.ts';
import { putTransaction } from './commands/transact-put.ts';
import { updateTransaction } from './commands/transact-update.ts';
import { updateItem } from './commands/update.ts';
import { isConditionFailure } from './conditions.ts';
import { domainInviteEntity, domainShareEntity, domainShareKeys } from './domain-share-entities.ts';
import { outboxEventEntity, userEntity } from './entities.ts';
import { domainEntity, orderKeys } from './order-entities.ts';
import type { PortalTable } from './table.ts';

const proofKeptSeconds = 24 * 3600;

/** The claims' items and the one transaction of a claim (docs/data-model.md, "Claiming"). */
export function createClaimRepository(table: PortalTable): ClaimRepository {
  const proofs = { get: getItem(emailProofEntity(table)), put: putItem(emailProofEntity(table)) };
  const domains = { query: queryItems(domainEntity(table)), transactUpdate: updateTransaction(domainEntity(table)) };
  const shares = { query: queryItems(domainShareEntity(table)), transactDelete: deleteTransaction(domainShareEntity(table)) };
  const invites = { transactDelete: deleteTransaction(domainInviteEntity(table)) };
  const users = { update: updateItem(userEntity(table)) };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };

  return {
    async saveProof(proof) {
      await proofs.put({ ...proof, expiresAt: Math.floor(Date.parse(proof.validUntil) / 1000) + proofKeptSeconds });
    },

    async proofOf(userId, email) {
      const { Item } = await proofs.get({ userId, email }, { consistent: true });
      return Item ? { userId: Item.userId, email: Item.email, provenAt: Item.provenAt, validUntil: Item.validUntil } : null;
    },

    async domainsRegisteredTo(email) {
      const found: DomainRecord[] = [];
      let exclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await domains.query(
          { index: 'gsi4', partition: orderKeys.byRegistrantEmail(email), range: { beginsWith: 'DOMAIN#' } },
          exclusiveStartKey ? { exclusiveStartKey } : {},
        );
        found.push(...((page.Items ?? []) as DomainRecord[]));
        exclusiveStartKey = page.LastEvaluatedKey;
      } while (exclusiveStartKey);
      return found;
    },

    async moveDomain(move) {
      const { domain } = move;
      try {
        await executeTransactWrite(
          domains.transactUpdate(
            {
              domainId: domain.domainId,
              ...move.changes.set,
              ...(move.changes.detachCard ? { paymentCardId: $remove() } : {}),
              updatedAt: move.at.toISOString(),
              version: domain.version + 1,
            } as never,
            { condition: { attr: 'version', eq: domain.version } },
          ),
          ...move.removeShares.map((userId) => shares.transactDelete({ domainId: domain.domainId, userId })),
          ...move.removeInvites.map((inviteId) => invites.transactDelete({ domainId: domain.domainId, inviteId })),
          ...move.events.map((event) => outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event })),
        );
      } catch (error) {
        // The domain changed since it was read (a contacts change, a renewal, another claim): read again.
        if (isConditionFailure(error)) throw new DomainError('domain_not_claimable', undefined, { cause: error });
        throw error;
      }
      // Each removed manager's flag follows what they have left (as removing a share does).
      for (const userId of move.removeShares) {
        const left = await shares.query({ index: 'gsi1', partition: domainShareKeys.sharedWith(userId), range: { beginsWith: domainShareKeys.sharePrefix } }, { limit: 1 });
        if ((left.Items ?? []).length === 0) await users.update({ userId, hasSharedDomains: false }, { condition: { attr: 'userId', exists: true } }).catch(() => undefined);
      }
    },
  };
}
