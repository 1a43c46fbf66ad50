import type { JsonWebKey } from 'node:crypto';
import type { Answer } from 'dns-packet';
import { newKeySigningKey } from '#functions/adapters/dns/dnssec-keys.ts';
import { dnskeyRdata, type Dnskey, type DsRecordData } from '#shared/ds-record.ts';
import type { ServedZone, ZoneLookup } from './answer.ts';

/**
 * Zones of an operator outside the portal (issue 32, "DNSSEC by itself"): served by the two
 * local DNS servers as if they were the owner's own name servers, with keys of their own and
 * the CDS and CDNSKEY records (RFC 7344, RFC 8078) a test publishes, changes, makes the two
 * servers disagree on, or turns into the delete record. The zone's signing key signs every
 * RRset, the CDS and CDNSKEY RRsets included; keys being rolled in are published beside it.
 * Tests reach them as `runtime.externalZones`; by hand `/dev/dns/external`.
 */
/** The external operator's two name servers: the first served by the local DNS server, the second by the second one (runtime.ts). */
export const externalNameServers = ['ns1.ytri.example', 'ns2.ytri.example'] as const;

export interface ZoneKey {
  dnskey: Dnskey;
  ds: DsRecordData;
  privateKey: JsonWebKey;
}

/** What a server publishes as CDS and CDNSKEY: the DS of these keys, the delete record, or nothing. */
export type CdsPublication = { keys: readonly ZoneKey[] } | 'delete' | null;

export interface ExternalZone {
  zone: string;
  nameServers: string[];
  serial: number;
  /** The key that signs (the one a DS at the registry should name); null: the zone is not signed. */
  signingKey: ZoneKey | null;
  /** Other keys in the DNSKEY RRset (the new key of a roll-over). */
  otherKeys: ZoneKey[];
  /** What both servers publish… */
  cds: CdsPublication;
  /** …unless the second one publishes this instead (`undefined`: the same). */
  secondCds?: CdsPublication;
}

export const newZoneKey = (zone: string): ZoneKey => newKeySigningKey(zone) as ZoneKey;

const ttl = 3600;

/** The CDS RDATA (the DS format, RFC 7344 §3.1) and the delete record `0 0 0 00` (RFC 8078 §4). */
function cdsRdata(ds: DsRecordData): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(ds.keyTag, 0);
  head.writeUInt8(ds.algorithm, 2);
  head.writeUInt8(ds.digestType, 3);
  return Buffer.concat([head, Buffer.from(ds.digest, 'hex')]);
}
const deleteCds = Buffer.from([0, 0, 0, 0, 0]);
/** CDNSKEY `0 3 0 AA==` (RFC 8078 §4). */
const deleteCdnskey = Buffer.from([0, 0, 3, 0, 0]);

/** The apex records the zone serves beside SOA and NS: its DNSKEYs, its CDS and CDNSKEY (dns-packet writes both types from raw RDATA). */
export function externalApexRecords(zone: ExternalZone, server: 'first' | 'second'): Answer[] {
  const keys = [...(zone.signingKey ? [zone.signingKey] : []), ...zone.otherKeys];
  const records: Answer[] = keys.slice(1).map(
    (key) =>
      ({
        name: zone.zone,
        type: 'DNSKEY',
        ttl,
        class: 'IN',
        data: { flags: key.dnskey.flags, algorithm: key.dnskey.algorithm, key: Buffer.from(key.dnskey.publicKey, 'base64') },
      }) as Answer,
  );
  const publication = server === 'second' && zone.secondCds !== undefined ? zone.secondCds : zone.cds;
  const raw = (type: 'CDS' | 'CDNSKEY', data: Buffer) => ({ name: zone.zone, type, ttl, class: 'IN', data }) as unknown as Answer;
  if (publication === 'delete') records.push(raw('CDS', deleteCds), raw('CDNSKEY', deleteCdnskey));
  else if (publication) {
    for (const key of publication.keys) records.push(raw('CDS', cdsRdata(key.ds)));
    for (const key of publication.keys) records.push(raw('CDNSKEY', dnskeyRdata(key.dnskey)));
  }
  return records;
}

export class ExternalZones {
  readonly zones = new Map<string, ExternalZone>();

  /** Starts serving `zone` on both servers, signed with a new key unless `signed` is false. */
  serve(zone: string, nameServers: readonly string[], options: { signed?: boolean } = {}): ExternalZone {
    const served: ExternalZone = {
      zone: zone.toLowerCase(),
      nameServers: [...nameServers],
      serial: 2026120701,
      signingKey: options.signed === false ? null : newZoneKey(zone),
      otherKeys: [],
      cds: null,
    };
    this.zones.set(served.zone, served);
    return served;
  }

  get(zone: string): ExternalZone | undefined {
    return this.zones.get(zone.toLowerCase());
  }

  stop(zone: string): void {
    this.zones.delete(zone.toLowerCase());
  }

  /** The zones as one server serves them: these first, then the hosted zones. */
  lookupFor(server: 'first' | 'second', hosted: ZoneLookup): ZoneLookup {
    return {
      get: async (name) => {
        const zone = this.zones.get(name);
        if (!zone) return hosted.get(name);
        const signing = zone.signingKey;
        const served: ServedZone = {
          zone: zone.zone,
          serial: zone.serial,
          nameServers: zone.nameServers,
          nsTtl: ttl,
          records: [],
          dnssec: signing ? { dnskey: signing.dnskey, ds: signing.ds, privateKey: signing.privateKey } : null,
          apexRecords: externalApexRecords(zone, server),
        };
        return served;
      },
    };
  }
}
