import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $remove, $set } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { EventEnvelope } from '#events/envelope.ts';
import type { Contact } from '#shared/schemas/domain-settings.ts';
import type { DomainContactRecord, DomainRecord, DomainSettingsChange } from '../../domains/model.ts';
import type { DomainSettingsRepository } from '../../domains/ports.ts';
import { DomainError } from '../../errors.ts';
import { queryItems } from './commands/query.ts';
import { deleteTransaction } from './commands/transact-delete.ts';
import { putTransaction } from './commands/transact-put.ts';
import { updateTransaction } from './commands/transact-update.ts';
import { isConditionFailure } from './conditions.ts';
import { domainContactEntity, domainSettingsKeys, portalLockLiftEntity } from './domain-settings-entities.ts';
import { outboxEventEntity } from './entities.ts';
import { domainEntity } from './order-entities.ts';
import type { PortalTable } from './table.ts';

/**
 * The writes of the domain-settings use cases: the domain item (optimistic lock on `version`),
 * its contact items and the events' outbox items, all in ONE transaction, so a change and its
 * event stand or fall together.
 */
export function createDomainSettingsRepository(table: PortalTable): DomainSettingsRepository {
  const domains = { transactUpdate: updateTransaction(domainEntity(table)) };
  const contacts = { query: queryItems(domainContactEntity(table)), transactPut: putTransaction(domainContactEntity(table)) };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };
  const lifts = { transactPut: putTransaction(portalLockLiftEntity(table)), transactDelete: deleteTransaction(portalLockLiftEntity(table)) };

  return {
    /** The domain's saved contacts (none until the owner first saves them). */
    async contacts(domainId: string): Promise<DomainContactRecord[]> {
      const { Items } = await contacts.query({ partition: domainSettingsKeys.domainPartition(domainId), range: { beginsWith: domainSettingsKeys.contactPrefix } });
      return (Items ?? []).map((entry) => ({
        role: entry.role,
        contact: entry.contact as Contact,
        registryContactId: entry.registryContactId,
        sameForAll: entry.sameForAll,
        updatedAt: entry.updatedAt,
      }));
    },

    /** `conflict` (409) when someone changed the domain since it was read. */
    async save(domain: DomainRecord, change: DomainSettingsChange, at: Date, events: readonly EventEnvelope[] = []): Promise<DomainRecord> {
      const updatedAt = at.toISOString();
      const version = domain.version + 1;
      const removed = Object.fromEntries((change.remove ?? []).map((attribute) => [attribute, $remove()]));
      // A map (the portal lock) replaces the stored one whole: given plainly, the update would set its paths one by one, in a map that may not exist yet.
      const set = Object.fromEntries(
        Object.entries(change.set ?? {}).map(([key, value]) => [key, value !== null && typeof value === 'object' && !Array.isArray(value) ? $set(value) : value]),
      );
      try {
        await executeTransactWrite(
          domains.transactUpdate({ domainId: domain.domainId, ...set, ...removed, updatedAt, version } as never, {
            condition: { attr: 'version', eq: domain.version },
          }),
          ...(change.contacts ?? []).map((record) => contacts.transactPut({ domainId: domain.domainId, ...record })),
          ...(change.portalLockLiftDue === undefined
            ? []
            : [
                change.portalLockLiftDue === null
                  ? lifts.transactDelete({ domainId: domain.domainId })
                  : lifts.transactPut({ domainId: domain.domainId, liftsAt: change.portalLockLiftDue }),
              ]),
          ...events.map((event) => outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event })),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('conflict', undefined, { cause: error });
        throw error;
      }
      const next: DomainRecord = { ...domain, ...change.set, updatedAt, version };
      for (const attribute of change.remove ?? []) delete next[attribute];
      return next;
    },
  };
}

/** The waiting lifts of personal domains' portal locks due up to a time, earliest first (pattern D3). */
export function createPortalLockLiftQueue(table: PortalTable): { listDue(upTo: Date, limit: number): Promise<{ domainId: string; liftsAt: string }[]> } {
  const lifts = { query: queryItems(portalLockLiftEntity(table)) };
  return {
    async listDue(upTo, limit) {
      // Sort keys are `<liftsAt>#<domainId>`: everything due up to the instant sorts below `<instant>$` ('$' follows '#').
      const { Items = [] } = await lifts.query({ index: 'gsi3', partition: domainSettingsKeys.portalLockLifts, range: { lt: `${upTo.toISOString()}$` } }, { limit });
      return Items.map(({ domainId, liftsAt }) => ({ domainId, liftsAt }));
    },
  };
}
