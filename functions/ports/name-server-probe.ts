import type { NameServer } from './registry.ts';

/**
 * Asks a name server whether it serves a zone, before the registry is told to delegate the
 * zone to it: a DNS query for the zone's SOA, whose answer must carry the authoritative-answer
 * flag (RFC 1035 §4.1.1 AA) and the SOA itself.
 *
 * - `answers`: an authoritative answer with the zone's SOA.
 * - `not-authoritative`: it answered, but not as the zone's server (no AA, an error code, no SOA).
 * - `no-answer`: nothing came back in time.
 * - `unresolvable`: the host name has no address (and no glue was given).
 */
export type NameServerProbeOutcome = 'answers' | 'not-authoritative' | 'no-answer' | 'unresolvable';

export interface NameServerProbe {
  /** Glue addresses, when given, are asked instead of the host name's own addresses. */
  probe(zone: string, server: NameServer): Promise<NameServerProbeOutcome>;
}
