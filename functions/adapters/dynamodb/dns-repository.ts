import { EntityRepository } from 'dynamodb-toolbox/entity/actions/repository';
import type { EventEnvelope } from '../../../events/envelope.ts';
import type { DnsRecordInput } from '../../../shared/schemas/dns.ts';
import { DomainError } from '../../errors.ts';
import { isConditionFailure } from './conditions.ts';
import { dnsKeys, dnsRecordEntity, dnsZoneEntity, forwardingEntity } from './dns-entities.ts';
import { outboxEventEntity } from './entities.ts';

/** A saved record: its id, the validated record (names relative to the domain), when it was made. */
export interface StoredDnsRecord {
  id: string;
  record: DnsRecordInput;
  createdAt: string;
}

export interface ForwardingRule {
  url: string;
  statusCode: 301 | 302;
  keepPath: boolean;
  updatedAt: string;
}

/** A domain's DNS as the user manages it, at one version. */
export interface DomainDns {
  /** 0 before the first change. */
  version: number;
  records: StoredDnsRecord[];
  forwarding: ForwardingRule | null;
}

export interface DnsChange {
  put?: readonly StoredDnsRecord[];
  remove?: readonly string[];
  /** A new rule, `null` to end forwarding, absent to leave it. */
  forwarding?: ForwardingRule | null;
}

const zones = dnsZoneEntity.build(EntityRepository);
const records = dnsRecordEntity.build(EntityRepository);
const forwardings = forwardingEntity.build(EntityRepository);
const outbox = outboxEventEntity.build(EntityRepository);

/** One transaction holds at most 100 items: the version item and the events take the rest. */
export const maxWritesPerChange = 98;

export const dnsRepository = {
  /** The records (oldest first), the forwarding and the version, read consistently. */
  async read(domainId: string): Promise<DomainDns> {
    const [zone, forwarding, stored] = await Promise.all([
      zones.get({ domainId }, { consistent: true }),
      forwardings.get({ domainId }, { consistent: true }),
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
    };
  },

  /**
   * Applies a change if nobody changed the domain's DNS since `version` was read, with its
   * events (outbox), in one transaction: all of it or none. `conflict` (409) otherwise.
   */
  async apply(domainId: string, version: number, change: DnsChange, at: Date, events: readonly EventEnvelope[]): Promise<number> {
    const writes = (change.put?.length ?? 0) + (change.remove?.length ?? 0) + (change.forwarding === undefined ? 0 : 1);
    if (writes > maxWritesPerChange) throw new DomainError('zone_import_too_large');
    const updatedAt = at.toISOString();
    try {
      await EntityRepository.executeTransactWrite(
        zones.transactPut(
          { domainId, version: version + 1, updatedAt },
          { condition: version === 0 ? { attr: 'version', exists: false } : { attr: 'version', eq: version } },
        ),
        ...(change.put ?? []).map((stored) => records.transactPut({ domainId, recordId: stored.id, record: stored.record, createdAt: stored.createdAt, updatedAt })),
        ...(change.remove ?? []).map((recordId) => records.transactDelete({ domainId, recordId })),
        ...(change.forwarding === undefined
          ? []
          : change.forwarding === null
            ? [forwardings.transactDelete({ domainId })]
            : [forwardings.transactPut({ domainId, ...change.forwarding })]),
        ...events.map((event) => outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event })),
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new DomainError('conflict', undefined, { cause: error });
      throw error;
    }
    return version + 1;
  },
};

export type DnsRepository = typeof dnsRepository;
