import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { CdsState, DomainHealthRecord, HealthReport } from '../../domain-health/model.ts';
import type { DomainHealthRepository } from '../../domain-health/ports.ts';
import { getItem } from './commands/get.ts';
import { queryItems } from './commands/query.ts';
import { putTransaction } from './commands/transact-put.ts';
import { isConditionFailure } from './conditions.ts';
import { domainHealthEntity, domainHealthKeys } from './domain-health-entities.ts';
import { outboxEventEntity } from './entities.ts';
import type { PortalTable } from './table.ts';

type Stored = { domainId: string; name: string; report: unknown; since: string; told?: 'ok' | 'failing'; cds?: unknown; version: number };
const asRecord = (item: Stored): DomainHealthRecord => ({
  domainId: item.domainId,
  name: item.name,
  report: item.report as HealthReport,
  since: item.since,
  ...(item.told ? { told: item.told } : {}),
  ...(item.cds ? { cds: item.cds as CdsState } : {}),
  version: item.version,
});

/** Each domain's last health (patterns H1–H3 in docs/data-model.md). */
export function createDomainHealthRepository(table: PortalTable): DomainHealthRepository {
  const health = { get: getItem(domainHealthEntity(table)), query: queryItems(domainHealthEntity(table)), transactPut: putTransaction(domainHealthEntity(table)) };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };
  return {
    async get(domainId) {
      const { Item } = await health.get({ domainId });
      return Item ? asRecord(Item as Stored) : null;
    },
    async save(record, previous, events = []) {
      const condition = previous ? { attr: 'version', eq: previous.version } : { attr: 'domainId', exists: false };
      const item = { ...record, ...(record.report.state === 'failing' ? { failingSince: record.since } : {}) };
      try {
        await executeTransactWrite(
          health.transactPut(item as never, { condition } as never),
          ...events.map((event) => outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event })),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async listFailing(limit, startKey) {
      const answer = await health.query(
        { index: 'gsi3', partition: domainHealthKeys.failing },
        { limit, ...(startKey ? { exclusiveStartKey: JSON.parse(Buffer.from(startKey, 'base64url').toString('utf8')) as Record<string, unknown> } : {}) },
      );
      return {
        records: (answer.Items ?? []).map((found) => asRecord(found as Stored)),
        ...(answer.LastEvaluatedKey ? { nextKey: Buffer.from(JSON.stringify(answer.LastEvaluatedKey)).toString('base64url') } : {}),
      };
    },
  };
}
