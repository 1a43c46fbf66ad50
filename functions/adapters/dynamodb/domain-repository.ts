import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $remove, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { EventEnvelope } from '#events/envelope.ts';
import type { DomainChanges, DomainRecord } from '../../domains/model.ts';
import type { DomainRepository } from '../../domains/ports.ts';
import { DomainError } from '../../errors.ts';
import { getItem } from './commands/get.ts';
import { queryItems } from './commands/query.ts';
import { putTransaction } from './commands/transact-put.ts';
import { updateTransaction } from './commands/transact-update.ts';
import { isConditionFailure } from './conditions.ts';
import { outboxEventEntity } from './entities.ts';
import { domainEntity, domainNameClaimEntity, orderKeys } from './order-entities.ts';
import type { PortalTable } from './table.ts';
import { teamMemberEntity } from './team-entities.ts';

/**
 * A change's lists and maps replace the stored value whole (`$set`): given plainly, an update
 * would merge them element by element, and a path into an attribute not there yet is refused.
 * `null` (only `registrantEmail` may be) removes the attribute.
 */
function replacing(changes: DomainChanges): Record<string, unknown> {
  return Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, value === null ? $remove() : typeof value === 'object' ? $set(value) : value]));
}

/** The record after a change: what it sets, without what it removes. */
function changed(domain: DomainRecord, changes: DomainChanges, updatedAt: string): DomainRecord {
  const next = { ...domain, ...changes, updatedAt, version: domain.version + 1 } as DomainRecord & Record<string, unknown>;
  for (const [key, value] of Object.entries(changes)) if (value === null) delete next[key];
  return next;
}

export function createDomainRepository(table: PortalTable): DomainRepository {
  const domains = {
    get: getItem(domainEntity(table)),
    query: queryItems(domainEntity(table)),
    transactPut: putTransaction(domainEntity(table)),
    transactUpdate: updateTransaction(domainEntity(table)),
  };
  const nameClaims = { get: getItem(domainNameClaimEntity(table)), transactPut: putTransaction(domainNameClaimEntity(table)) };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };
  const teamMembers = { get: getItem(teamMemberEntity(table)) };

  return {
    async get(domainId: string): Promise<DomainRecord | null> {
      const { Item } = await domains.get({ domainId });
      return (Item as DomainRecord | undefined) ?? null;
    },

    async teamRoleOf(teamId, userId) {
      const { Item } = await teamMembers.get({ teamId, userId }, { consistent: true });
      if (!Item) return null;
      return Item.isOwner ? 'owner' : 'member';
    },

    /** The portal's domain of that name, with the order that bought it. */
    async claimOf(name: string): Promise<{ domainId: string; orderId: string | null } | null> {
      const { Item } = await nameClaims.get({ name }, { consistent: true });
      return Item ? { domainId: Item.domainId, orderId: Item.orderId ?? null } : null;
    },

    /**
     * Records a domain the portal holds without an order of its own (the local runtime's demo
     * domains): the name's claim, the domain and its events together; false when the name is
     * already the portal's. Its lifecycle jobs' due entries are the caller's (`backfillDueEntries`):
     * written here they would weigh on every Lambda that reads a domain.
     */
    async create(domain: DomainRecord, events: readonly EventEnvelope[] = []): Promise<boolean> {
      try {
        await executeTransactWrite(
          nameClaims.transactPut({ name: domain.name, domainId: domain.domainId }, { condition: { attr: 'name', exists: false } }),
          domains.transactPut(domain as never, { condition: { attr: 'domainId', exists: false } }),
          ...events.map((event) => outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event })),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /**
     * Changes a domain if nobody changed it since it was read (its version), with its events in
     * the same transaction (outbox); `conflict` (409) otherwise, so the caller reads and retries.
     */
    async update(domain: DomainRecord, changes: DomainChanges, at: Date, events: readonly EventEnvelope[] = []): Promise<DomainRecord> {
      const next = changed(domain, changes, at.toISOString());
      try {
        await executeTransactWrite(
          domains.transactUpdate({ domainId: domain.domainId, ...replacing(changes), updatedAt: next.updatedAt, version: next.version } as never, {
            condition: { attr: 'version', eq: domain.version },
          }),
          ...events.map((event) => outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event })),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('conflict', undefined, { cause: error });
        throw error;
      }
      return next;
    },

    /** An owner's domains by name. */
    async listByOwner(ownerId: string): Promise<DomainRecord[]> {
      const found: DomainRecord[] = [];
      let exclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await domains.query({ index: 'gsi1', partition: orderKeys.owner(ownerId), range: { beginsWith: 'DOMAIN#' } }, exclusiveStartKey ? { exclusiveStartKey } : {});
        found.push(...((page.Items ?? []) as DomainRecord[]));
        exclusiveStartKey = page.LastEvaluatedKey;
      } while (exclusiveStartKey);
      return found;
    },
  };
}
