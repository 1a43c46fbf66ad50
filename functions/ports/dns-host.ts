/**
 * DNS hosting on the product's name servers, as the portal needs it. Production: Route 53 (a
 * hosted zone per domain, record changes in one change batch, DNSSEC signing with a KMS key).
 * Local: an authoritative DNS server on localhost (UDP and TCP) serving the zones from the table.
 *
 * Record names are relative to the zone: `@` is the apex, `www` is `www.<zone>`.
 */
export type DnsRecordType = 'A' | 'AAAA' | 'CNAME' | 'MX' | 'TXT' | 'SRV' | 'CAA' | 'NS';

export interface DnsRecord {
  type: DnsRecordType;
  /** Relative to the zone; `@` for the apex. */
  name: string;
  /** Seconds. */
  ttl: number;
  /**
   * The record's data in zone-file form without the name, class and TTL: `192.0.2.1`,
   * `10 mail.example.fo.` (MX), `"v=spf1 -all"` (TXT: quoted strings, long ones already split),
   * `10 5 5060 sip.example.fo.` (SRV), `0 issue "letsencrypt.org"` (CAA).
   */
  value: string;
}

/** A DNSKEY the signer publishes and the DS the registry needs for it (RFC 4034). */
export interface DnssecKeys {
  dnskey: { flags: number; protocol: number; algorithm: number; publicKey: string };
  ds: { keyTag: number; algorithm: number; digestType: number; digest: string };
}

export interface DnsHost {
  /** Makes sure the zone exists (SOA and NS at the apex on the product's name servers). */
  createZone(zone: string): Promise<void>;
  /**
   * Replaces every record set of the zone the user manages with these (SOA/apex NS stay the host's).
   * `forwarding`: the domain and www also point at the forwarding service (each host knows where
   * that is). `revision`: the version of the saved records this comes from; a host that keeps it
   * (the local one, as the SOA serial) ignores an older revision arriving late.
   */
  replaceRecords(zone: string, records: readonly DnsRecord[], options?: { forwarding?: boolean; revision?: number }): Promise<void>;
  deleteZone(zone: string): Promise<void>;
  /** Turns signing on; answers the key-signing key and its DS for the registry. */
  enableDnssec(zone: string): Promise<DnssecKeys>;
  disableDnssec(zone: string): Promise<void>;
}
