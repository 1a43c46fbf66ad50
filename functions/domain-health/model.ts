import type { Answer } from 'dns-packet';

/**
 * A domain's health (issue 32, "Health checks"; docs/decisions/domain-health-checks.md): what its
 * name servers answer, asked directly, compared with what the registry delegates to them.
 */

/** One server's answer to one question, as the health check reads it. */
export interface DnsReply {
  rcode: number;
  authoritative: boolean;
  answers: Answer[];
}

/** What one name server (as the registry names it) answered. null: nothing came back in time. */
export interface ServerReplies {
  host: string;
  /** The address asked (glue, or the host's own); null when the host has none. */
  address: string | null;
  soaUdp: DnsReply | null;
  soaTcp: DnsReply | null;
  ns: DnsReply | null;
  /** DNSKEY with its RRSIG (asked with DO over TCP); asked while the registry has a DS, and on name servers outside the portal. */
  dnskey: DnsReply | null;
  /** `www.<zone>` A (`belowApexLabel`), asked with DO over UDP: a name below the apex resolves and validates. Absent: not asked. */
  below?: DnsReply | null;
  /** CDS and CDNSKEY with their RRSIGs, over TCP (RFC 7344): only asked of name servers outside the portal. */
  cds?: DnsReply | null;
  cdnskey?: DnsReply | null;
}

export interface HealthInput {
  zone: string;
  /** The name servers the registry delegates the domain to. */
  registryNameServers: readonly string[];
  /** The DS records at the registry. */
  ds: readonly { keyTag: number; algorithm: number; digestType: number; digest: string }[];
  servers: readonly ServerReplies[];
  now: Date;
}

/**
 * One thing wrong. `server` names the name server it is about; the texts (`domainHealth.problems.<code>`
 * in the catalogues) say what is wrong, why it matters and what to do.
 */
export type { HealthProblemCode } from '#shared/schemas/domain-health.ts';
import type { HealthProblemCode } from '#shared/schemas/domain-health.ts';

export interface HealthProblem {
  code: HealthProblemCode;
  server?: string;
  /** The other working servers (`server_not_answering`: "works only while ns1 does"). */
  others?: string;
  /** What the server said, for the texts: its serial, the servers it names, the record type signed. */
  detail?: string;
}

export interface HealthReport {
  state: 'ok' | 'failing';
  /** Servers that answered authoritatively over UDP and TCP, of those the registry names. */
  answering: number;
  total: number;
  /** `off`: no DS at the registry. */
  dnssec: 'valid' | 'off' | 'broken';
  problems: HealthProblem[];
  checkedAt: string;
}

/** A DS as the CDS rules keep it. */
export interface CdsDs {
  keyTag: number;
  algorithm: number;
  digestType: number;
  digest: string;
}

/**
 * DNSSEC kept in step from the zone's CDS and CDNSKEY (RFC 7344, RFC 8078; cds-rules.ts): what the
 * last scan found, a bootstrap under way, a refused one, and the last change made at the registry.
 */
export interface CdsState {
  /**
   * `following`: the DS at the registry is what the servers publish; `pending`: a bootstrap waits
   * its 3 days; `refused`: the owner refused this CDS; `deleted`: the servers publish the delete record (the DS is removed, or was none);
   * `disagree`: the servers publish different things (ignored); `invalid`: not signed by a key the
   * DS (or, bootstrapping, the CDS itself) names (ignored); `unanswered`: a server did not answer
   * over TCP; `none`: nothing published.
   */
  status: 'none' | 'following' | 'pending' | 'refused' | 'deleted' | 'disagree' | 'invalid' | 'unanswered';
  checkedAt: string;
  /** `disagree`: what each server publishes. */
  detail?: string;
  pending?: { ds: CdsDs[]; firstSeenAt: string; acceptAt: string };
  refused?: { ds: CdsDs[]; at: string; by: string };
  lastChange?: { at: string; change: 'updated' | 'bootstrapped' | 'deleted'; before: CdsDs[]; after: CdsDs[] };
}

/** The health as kept (one item a domain): the last report, since when its state holds, and what the people were last told. */
export interface DomainHealthRecord {
  domainId: string;
  name: string;
  report: HealthReport;
  /** When the current state began. */
  since: string;
  /** The state the owners and technical managers were last told of (absent: never told: the first check found it). */
  told?: 'ok' | 'failing';
  /** Domains on name servers outside the portal: their CDS scan (absent until the first). */
  cds?: CdsState;
  version: number;
}
