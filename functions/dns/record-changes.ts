import type { DnsRecordChange, DnsRecordSummary } from '#events/catalogue/dns-events.ts';
import { ownerOf, rdataOf } from '#shared/dns-records.ts';
import type { DnsRecordInput } from '#shared/schemas/dns.ts';

/** A value longer than this (a long TXT) is cut in the change's summary: the event stays small (100 records a domain). */
export const summaryValueMaxLength = 200;

/**
 * A record as its change shows it: the owner as the editor writes it (`@`, `www`, `_sip._tcp`)
 * and the value as in a zone file, without the trailing dot of a name (`10 mail.a.fo`).
 */
export function recordSummary(record: DnsRecordInput): DnsRecordSummary {
  const value = rdataOf(record).replace(/\.$/, '');
  return {
    type: record.type,
    name: ownerOf(record),
    value: value.length > summaryValueMaxLength ? `${value.slice(0, summaryValueMaxLength - 1)}…` : value,
    ttl: record.ttl,
  };
}

/** A record added (no `before`), removed (no `after`) or changed, as the event carries it. */
export function recordChange(before: DnsRecordInput | null, after: DnsRecordInput | null): DnsRecordChange {
  return { before: before ? recordSummary(before) : null, after: after ? recordSummary(after) : null };
}
