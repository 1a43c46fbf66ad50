import type { DnsRecordInput } from '#shared/schemas/dns.ts';

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
