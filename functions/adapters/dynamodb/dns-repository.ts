import { gunzipSync, gzipSync } from 'node:zlib';
import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { EventEnvelope } from '#events/envelope.ts';
import type { AppliedTemplate } from '#shared/dns-templates/apply.ts';
import type { DnsRecordInput } from '#shared/schemas/dns.ts';
import type { DnsChange, DnsVersion, DomainDns, StoredDnsRecord } from '../../dns/model.ts';
import type { DnsRepository } from '../../dns/ports.ts';
import { DomainError } from '../../errors.ts';
import { deleteItem } from './commands/delete.ts';
import { getItem } from './commands/get.ts';
import { queryItems } from './commands/query.ts';
import { deleteTransaction } from './commands/transact-delete.ts';
import { putTransaction } from './commands/transact-put.ts';
import { isConditionFailure } from './conditions.ts';
import { dnsKeys, dnsRecordEntity, dnsTemplatesEntity, dnsVersionEntity, dnsVersionPrefix, dnsZoneEntity, forwardingEntity } from './dns-entities.ts';
import { outboxEventEntity } from './entities.ts';
import type { PortalTable } from './table.ts';

/** One transaction holds at most 100 items: the version, its record of the records and the event take the rest. */
export const maxWritesPerChange = 97;

/** A version's records, gzipped, in base64: under DynamoDB's 400 KB an item with room to spare. */
export const maxSnapshotLength = 350_000;

const encodeSnapshot = (records: readonly StoredDnsRecord[]) => gzipSync(JSON.stringify(records)).toString('base64');
const decodeSnapshot = (snapshot: string) => JSON.parse(gunzipSync(Buffer.from(snapshot, 'base64')).toString('utf8')) as StoredDnsRecord[];

type VersionItem = Omit<DnsVersion, 'records' | 'device' | 'restoredFrom' | 'template'> & { device?: unknown; restoredFrom?: number; template?: unknown; snapshot: string };
const versionOf = (item: Omit<VersionItem, 'snapshot'>): Omit<DnsVersion, 'records'> => ({
  version: item.version,
  at: item.at,
  actorId: item.actorId,
  actorName: item.actorName,
  device: (item.device as DnsVersion['device']) ?? null,
  source: item.source,
  restoredFrom: item.restoredFrom ?? null,
  template: (item.template as DnsVersion['template']) ?? null,
  added: item.added,
  changed: item.changed,
  removed: item.removed,
});

export function createDnsRepository(table: PortalTable): DnsRepository {
  const zones = { get: getItem(dnsZoneEntity(table)), transactPut: putTransaction(dnsZoneEntity(table)) };
  const records = {
    query: queryItems(dnsRecordEntity(table)),
    transactPut: putTransaction(dnsRecordEntity(table)),
    transactDelete: deleteTransaction(dnsRecordEntity(table)),
  };
  const forwardings = {
    get: getItem(forwardingEntity(table)),
    transactPut: putTransaction(forwardingEntity(table)),
    transactDelete: deleteTransaction(forwardingEntity(table)),
  };
  const templates = { get: getItem(dnsTemplatesEntity(table)), transactPut: putTransaction(dnsTemplatesEntity(table)) };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };
  const versions = {
    get: getItem(dnsVersionEntity(table)),
    query: queryItems(dnsVersionEntity(table)),
    transactPut: putTransaction(dnsVersionEntity(table)),
    delete: deleteItem(dnsVersionEntity(table)),
  };
  /** Every version of a domain, oldest first, without the records (their copy is not read). */
  const allVersions = async (domainId: string): Promise<Omit<VersionItem, 'snapshot'>[]> => {
    const { Items } = await versions.query(
      { partition: dnsKeys.records(domainId), range: { beginsWith: dnsVersionPrefix } },
      {
        consistent: true,
        maxPages: Infinity,
        attributes: ['domainId', 'version', 'at', 'actorId', 'actorName', 'device', 'source', 'restoredFrom', 'template', 'added', 'changed', 'removed'],
      },
    );
    return (Items ?? []) as Omit<VersionItem, 'snapshot'>[];
  };

  return {
    /** The records (oldest first), the forwarding and the version, read consistently. */
    async read(domainId: string): Promise<DomainDns> {
      const [zone, forwarding, applied, stored] = await Promise.all([
        zones.get({ domainId }, { consistent: true }),
        forwardings.get({ domainId }, { consistent: true }),
        templates.get({ domainId }, { consistent: true }),
        (async () => {
          const found: StoredDnsRecord[] = [];
          let exclusiveStartKey: Record<string, unknown> | undefined;
          do {
            const page = await records.query(
              { partition: dnsKeys.records(domainId), range: { beginsWith: 'RECORD#' } },
              { consistent: true, ...(exclusiveStartKey ? { exclusiveStartKey } : {}) },
            );
            for (const item of page.Items ?? []) found.push({ id: item.recordId, record: item.record as DnsRecordInput, createdAt: item.createdAt });
            exclusiveStartKey = page.LastEvaluatedKey;
          } while (exclusiveStartKey);
          return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
        })(),
      ]);
      const rule = forwarding.Item;
      return {
        version: zone.Item?.version ?? 0,
        records: stored,
        forwarding: rule ? { url: rule.url, statusCode: rule.statusCode as 301 | 302, keepPath: rule.keepPath, updatedAt: rule.updatedAt } : null,
        templates: (applied.Item?.applied as AppliedTemplate[] | undefined) ?? [],
      };
    },

    /**
     * Applies a change if nobody changed the domain's DNS since `version` was read, with its
     * events (outbox), in one transaction: all of it or none. `conflict` (409) otherwise.
     */
    async apply(domainId: string, version: number, change: DnsChange, at: Date, events: readonly EventEnvelope[]): Promise<number> {
      const writes = (change.put?.length ?? 0) + (change.remove?.length ?? 0) + (change.forwarding === undefined ? 0 : 1) + (change.templates === undefined ? 0 : 1);
      if (writes > maxWritesPerChange) throw new DomainError('zone_import_too_large');
      const updatedAt = at.toISOString();
      const snapshot = change.version ? encodeSnapshot(change.version.records) : null;
      if (snapshot !== null && snapshot.length > maxSnapshotLength) throw new DomainError('dns_version_too_large');
      try {
        await executeTransactWrite(
          zones.transactPut({ domainId, version: version + 1, updatedAt }, { condition: version === 0 ? { attr: 'version', exists: false } : { attr: 'version', eq: version } }),
          ...(change.put ?? []).map((stored) => records.transactPut({ domainId, recordId: stored.id, record: stored.record, createdAt: stored.createdAt, updatedAt })),
          ...(change.remove ?? []).map((recordId) => records.transactDelete({ domainId, recordId })),
          ...(change.forwarding === undefined
            ? []
            : change.forwarding === null
              ? [forwardings.transactDelete({ domainId })]
              : [forwardings.transactPut({ domainId, ...change.forwarding })]),
          ...(change.version && snapshot !== null
            ? [
                versions.transactPut({
                  domainId,
                  version: version + 1,
                  at: change.version.at,
                  actorId: change.version.actorId,
                  actorName: change.version.actorName,
                  ...(change.version.device ? { device: change.version.device } : {}),
                  source: change.version.source,
                  ...(change.version.restoredFrom === null ? {} : { restoredFrom: change.version.restoredFrom }),
                  ...(change.version.template === null ? {} : { template: change.version.template }),
                  added: change.version.added,
                  changed: change.version.changed,
                  removed: change.version.removed,
                  snapshot,
                }),
              ]
            : []),
          ...(change.templates === undefined ? [] : [templates.transactPut({ domainId, applied: [...change.templates], updatedAt })]),
          ...events.map((event) => outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event })),
        );
      } catch (error) {
        if (isConditionFailure(error)) throw new DomainError('conflict', undefined, { cause: error });
        throw error;
      }
      return version + 1;
    },

    async listVersions(domainId: string) {
      return (await allVersions(domainId)).map(versionOf).reverse();
    },

    async getVersion(domainId: string, version: number) {
      const item = (await versions.get({ domainId, version }, { consistent: true })).Item as VersionItem | undefined;
      return item ? { ...versionOf(item), records: decodeSnapshot(item.snapshot) } : null;
    },

    /** One by one (idempotent: a version gone already is no error). */
    async deleteVersions(domainId: string, numbers: readonly number[]) {
      for (const version of numbers) await versions.delete({ domainId, version });
    },
  };
}
