import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { perTable } from './table.ts';

/**
 * A domain's DNS records and forwarding (under the domain's partition), and what the local
 * hosts keep: the served zones and the forwarding rules by host name (docs/data-model.md,
 * "DNS"). Keys are built here and only here.
 */
export const dnsKeys = {
  /** The version every change of the domain's records and forwarding is conditional on. */
  zone: (domainId: string) => ({ pk: `DOMAIN#${domainId}`, sk: 'DNSZONE' }),
  record: (domainId: string, recordId: string) => ({ pk: `DOMAIN#${domainId}`, sk: `RECORD#${recordId}` }),
  records: (domainId: string) => `DOMAIN#${domainId}`,
  forwarding: (domainId: string) => ({ pk: `DOMAIN#${domainId}`, sk: 'FORWARD' }),
  /** The service templates applied to the domain (docs/decisions/dns-service-templates.md). */
  templates: (domainId: string) => ({ pk: `DOMAIN#${domainId}`, sk: 'DNSTEMPLATES' }),
  /** One version of the records (its number zero-padded, so the sort key orders them). */
  version: (domainId: string, version: number) => ({ pk: `DOMAIN#${domainId}`, sk: `${dnsVersionPrefix}${String(version).padStart(10, '0')}` }),
  /** The local DNS host's copy of a zone, as served (Route 53's hosted zone, locally). */
  hostedZone: (zone: string) => ({ pk: `HOSTEDZONE#${zone}`, sk: 'ZONE' }),
  /** The local forwarding store's rule for a host name (CloudFront KeyValueStore's key, locally). */
  forwardingHost: (host: string) => ({ pk: `FORWARDHOST#${host}`, sk: 'RULE' }),
} as const;

export const dnsVersionPrefix = 'DNSVERSION#';

export const dnsVersionEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'dnsVersion',
      table,
      schema: item({
        domainId: string().key(),
        version: number().key(),
        at: string(),
        actorId: string(),
        actorName: string(),
        device: any().optional(),
        source: string(),
        restoredFrom: number().optional(),
        /** The service template a version applied or took off (`{ id, action }`). */
        template: any().optional(),
        added: number(),
        changed: number(),
        removed: number(),
        /** The records after the change (`StoredDnsRecord[]`), as gzipped JSON in base64: 100 records fit one item. */
        snapshot: string(),
      }),
      computeKey: ({ domainId, version }) => dnsKeys.version(domainId, version),
      timestamps: false,
    }),
);

export const dnsTemplatesEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'dnsTemplates',
      table,
      /** `AppliedTemplate[]` (shared/dns-templates/apply.ts): enough to take each off again. */
      schema: item({ domainId: string().key(), applied: any(), updatedAt: string() }),
      computeKey: ({ domainId }) => dnsKeys.templates(domainId),
      timestamps: false,
    }),
);

export const dnsZoneEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'dnsZone',
      table,
      schema: item({ domainId: string().key(), version: number(), updatedAt: string() }),
      computeKey: ({ domainId }) => dnsKeys.zone(domainId),
      timestamps: false,
    }),
);

export const dnsRecordEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'dnsRecord',
      table,
      schema: item({
        domainId: string().key(),
        recordId: string().key(),
        /** The validated record (shared/schemas/dns.ts `DnsRecordInput`), names relative to the domain. */
        record: any(),
        createdAt: string(),
        updatedAt: string(),
      }),
      computeKey: ({ domainId, recordId }) => dnsKeys.record(domainId, recordId),
      timestamps: false,
    }),
);

export const forwardingEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'forwarding',
      table,
      schema: item({ domainId: string().key(), url: string(), statusCode: number(), keepPath: boolean(), updatedAt: string() }),
      computeKey: ({ domainId }) => dnsKeys.forwarding(domainId),
      timestamps: false,
    }),
);

export const hostedZoneEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'hostedZone',
      table,
      schema: item({
        zone: string().key(),
        /** The SOA serial: the revision of the domain's records it was built from. */
        serial: number(),
        nameServers: any(),
        nsTtl: number(),
        /** The host's records (functions/ports/dns-host.ts `DnsRecord`). */
        records: any(),
        /** The signing key pair (local only) and its DNSKEY/DS, while DNSSEC is on. */
        dnssec: any().optional(),
        updatedAt: string(),
      }),
      computeKey: ({ zone }) => dnsKeys.hostedZone(zone),
      timestamps: false,
    }),
);

export const forwardingHostEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'forwardingHost',
      table,
      schema: item({ host: string().key(), url: string(), statusCode: number(), keepPath: boolean(), updatedAt: string() }),
      computeKey: ({ host }) => dnsKeys.forwardingHost(host),
      timestamps: false,
    }),
);
