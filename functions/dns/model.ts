import type { AppliedTemplate } from '#shared/dns-templates/apply.ts';
import type { DnsRecordInput, dnsVersionSources } from '#shared/schemas/dns.ts';

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
  /** The service templates applied, oldest first. */
  templates: AppliedTemplate[];
}

/** Who changes a domain's DNS: the signed-in person (their name as it is then). */
export interface DnsActor {
  userId: string;
  name: string;
}

/**
 * One version of a domain's records: every change set (a record saved, a zone import, a
 * restore) makes one, with who, when, from which device, what it did and the records after it.
 */
export interface DnsVersion {
  version: number;
  at: string;
  actorId: string;
  actorName: string;
  /** The browser and system of the request (docs/decisions/everyone-who-should-know.md); null when unknown. */
  device: { browser: string | null; system: string | null } | null;
  source: (typeof dnsVersionSources)[number];
  /** The service template the version applied or took off. */
  template: { id: string; action: 'apply' | 'remove' } | null;
  /** The version a restore went back to. */
  restoredFrom: number | null;
  added: number;
  changed: number;
  removed: number;
  /** All the domain's records after the change. */
  records: StoredDnsRecord[];
}

export interface DnsChange {
  put?: readonly StoredDnsRecord[];
  remove?: readonly string[];
  /** A new rule, `null` to end forwarding, absent to leave it. */
  forwarding?: ForwardingRule | null;
  /** The version this change of the records makes (written in the same transaction). */
  version?: DnsVersion;
  /** The service templates applied after the change; absent to leave them. */
  templates?: readonly AppliedTemplate[];
}
