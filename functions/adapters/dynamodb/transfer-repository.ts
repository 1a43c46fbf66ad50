import { TransactionCanceledException } from './errors.ts';
import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { EventEnvelope } from '#events/envelope.ts';
import { DomainError } from '../../errors.ts';
import type { DomainRecord } from '../../domains/model.ts';
import type { TransferRecord } from '../../transfers/transfer.ts';
import type { TransferChanges, TransferRepository } from '../../transfers/ports.ts';
import { getItem } from './commands/get.ts';
import { queryItems } from './commands/query.ts';
import { deleteTransaction } from './commands/transact-delete.ts';
import { putTransaction } from './commands/transact-put.ts';
import { isConditionFailure } from './conditions.ts';
import { outboxEventEntity } from './entities.ts';
import { newDomainDueEntries } from './lifecycle-entities.ts';
import { domainEntity, domainNameClaimEntity, orderKeys } from './order-entities.ts';
import { openTransferClaimEntity, transferEntity, transferKeys } from './transfer-entities.ts';
import type { PortalTable } from './table.ts';

const asTransfer = (item: unknown) => item as TransferRecord;

function cancelledAt(error: unknown): Set<number> {
  const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
  return new Set(reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : [])));
}

export function createTransferRepository(table: PortalTable): TransferRepository {
  const transfers = { get: getItem(transferEntity(table)), query: queryItems(transferEntity(table)), transactPut: putTransaction(transferEntity(table)) };
  const openClaims = {
    get: getItem(openTransferClaimEntity(table)),
    transactPut: putTransaction(openTransferClaimEntity(table)),
    transactDelete: deleteTransaction(openTransferClaimEntity(table)),
  };
  const domains = { transactPut: putTransaction(domainEntity(table)) };
  const nameClaims = { transactPut: putTransaction(domainNameClaimEntity(table)) };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };

  const outboxPut = (event: EventEnvelope) => outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event });

  /** The next state, written whole (so the status index follows the status), if nobody changed it since it was read. */
  function versionedPut(transfer: TransferRecord, changes: TransferChanges, at: Date) {
    const next: TransferRecord = { ...transfer, ...changes, updatedAt: at.toISOString(), version: transfer.version + 1 };
    return { next, write: transfers.transactPut(next as never, { condition: { attr: 'version', eq: transfer.version } }) };
  }

  /** Removes the name's open-transfer claim, but only this transfer's. */
  const releaseClaim = (transfer: TransferRecord) => openClaims.transactDelete({ name: transfer.name }, { condition: { attr: 'transferId', eq: transfer.transferId } });

  return {
    async get(transferId: string): Promise<TransferRecord | null> {
      const { Item } = await transfers.get({ transferId }, { consistent: true });
      return Item ? asTransfer(Item) : null;
    },

    /** An owner's transfers, newest first. */
    async listByOwner(ownerId: string, limit = 100): Promise<TransferRecord[]> {
      const { Items = [] } = await transfers.query({ index: 'gsi1', partition: orderKeys.owner(ownerId), range: { beginsWith: 'TRANSFER#' } }, { reverse: true, limit });
      return Items.map(asTransfer);
    },

    /** The open transfer of a name in the portal, if any (consistent: the idempotency check of a request). */
    async openTransferOf(name: string): Promise<{ transferId: string; ownerId: string } | null> {
      const { Item } = await openClaims.get({ name }, { consistent: true });
      return Item ? { transferId: Item.transferId, ownerId: Item.ownerId } : null;
    },

    /**
     * Requested transfers asked for at or before `requestedUpTo`, oldest first, a page at a time
     * (the auto-approval job). `startKey` continues after the previous page.
     */
    async listRequestedUpTo(
      requestedUpTo: string,
      limit: number,
      startKey?: Record<string, unknown>,
    ): Promise<{ transfers: TransferRecord[]; nextKey: Record<string, unknown> | undefined }> {
      // Sort keys are `<requestedAt>#<id>`: everything up to the instant sorts below `<instant>$` ('$' follows '#').
      const page = await transfers.query(
        { index: 'gsi3', partition: transferKeys.byStatus('requested'), range: { lt: `${requestedUpTo}$` } },
        { limit, ...(startKey ? { exclusiveStartKey: startKey } : {}) },
      );
      return { transfers: (page.Items ?? []).map(asTransfer), nextKey: page.LastEvaluatedKey };
    },

    /**
     * Saves a new transfer with the name's open-transfer claim and its event in one transaction.
     * `claimed` when the name already has an open transfer (a concurrent twin): nothing is written.
     */
    async create(transfer: TransferRecord, events: readonly EventEnvelope[]): Promise<'created' | 'claimed'> {
      try {
        await executeTransactWrite(
          openClaims.transactPut({ name: transfer.name, transferId: transfer.transferId, ownerId: transfer.ownerId }, { condition: { attr: 'name', exists: false } }),
          transfers.transactPut(transfer as never, { condition: { attr: 'transferId', exists: false } }),
          ...events.map(outboxPut),
        );
        return 'created';
      } catch (error) {
        if (isConditionFailure(error) && cancelledAt(error).has(0)) return 'claimed';
        throw error;
      }
    },

    /**
     * Ends a transfer without a domain (cancelled, rejected): its new state, the claim released
     * and the events, together; `conflict` when someone changed it meanwhile.
     */
    async close(transfer: TransferRecord, changes: TransferChanges, at: Date, events: readonly EventEnvelope[]): Promise<TransferRecord> {
      const { next, write } = versionedPut(transfer, changes, at);
      try {
        await executeTransactWrite(write, releaseClaim(transfer), ...events.map(outboxPut));
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('conflict', undefined, { cause: error });
        throw error;
      }
      return next;
    },

    /**
     * Ends an approved transfer: its new state, the claim released, the domain with its name
     * claim (unique in the portal) and the events, together. `name_taken` when another domain of
     * the portal holds the name; `conflict` (thrown) when the transfer changed meanwhile.
     */
    async complete(input: {
      transfer: TransferRecord;
      changes: TransferChanges;
      domain: DomainRecord;
      events: readonly EventEnvelope[];
      at: Date;
    }): Promise<{ outcome: 'recorded'; transfer: TransferRecord } | { outcome: 'name_taken' }> {
      const { next, write } = versionedPut(input.transfer, input.changes, input.at);
      try {
        await executeTransactWrite(
          write,
          releaseClaim(input.transfer),
          nameClaims.transactPut({ name: input.domain.name, domainId: input.domain.domainId }, { condition: { attr: 'name', exists: false } }),
          domains.transactPut(input.domain as never, { condition: { attr: 'domainId', exists: false } }),
          ...input.events.map(outboxPut),
          // The lifecycle jobs (expiry sync, notices) look at the domain on their next run.
          ...newDomainDueEntries(table, input.domain.domainId, input.at.toISOString()),
        );
        return { outcome: 'recorded', transfer: next };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const failed = cancelledAt(error);
        if (failed.has(2) && !failed.has(0)) return { outcome: 'name_taken' };
        throw new DomainError('conflict', undefined, { cause: error });
      }
    },
  };
}
