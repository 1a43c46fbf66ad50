import * as dnsPacket from 'dns-packet';
import type { Answer, Packet, Question, RecordType } from 'dns-packet';
import type { HostedZone } from '#functions/adapters/dns/local-dns-host.ts';
import { parseRdata } from '#functions/dns/zone-file.ts';
import { signAnswer, type SignatureMode, wantsDnssec } from './signing.ts';

/**
 * How the local authoritative server answers one query from the zones the local DNS host keeps
 * (RFC 1034 §4.3.2, simplified to what a single-zone authority needs): AA on every answer from a
 * hosted zone; CNAME chains inside the zone; wildcards at the closest encloser; referrals below
 * a delegation (NS below the apex, with glue); NODATA and NXDOMAIN with the SOA for negative
 * caching (RFC 2308); REFUSED for names in no hosted zone. A zone with DNSSEC on signs its RRsets
 * for askers with the DNSSEC-OK bit (signing.ts; no NSEC: denial of existence is not signed).
 */
export interface ZoneLookup {
  get(zone: string): Promise<ServedZone | null>;
}

/** A zone as served: a hosted zone, or a test's external one with more records at its apex (external-zones.ts: DNSKEYs being rolled in, CDS, CDNSKEY). */
export type ServedZone = HostedZone & { apexRecords?: Answer[] };

const flags = { authoritative: 1 << 10, truncated: 1 << 9, recursionDesired: 1 << 8 };
const rcodes = { noError: 0, formatError: 1, serverFailure: 2, nameError: 3, notImplemented: 4, refused: 5 };
const soaTimers = { refresh: 7200, retry: 900, expire: 1_209_600, minimum: 300 };

const normalize = (name: string) => name.replace(/\.$/, '').toLowerCase();
const isBelow = (name: string, ancestor: string) => name === ancestor || name.endsWith(`.${ancestor}`);

/** The zone's resource records as dns-packet answers: SOA, NS and DNSKEY at the apex, then the records. */
export function zoneRecords(zone: ServedZone, hostmaster: string): Answer[] {
  const apex = zone.zone;
  const records: Answer[] = [
    {
      name: apex,
      type: 'SOA',
      ttl: zone.nsTtl,
      class: 'IN',
      data: { mname: zone.nameServers[0]!, rname: hostmaster, serial: zone.serial, ...soaTimers },
    },
    ...zone.nameServers.map((server): Answer => ({ name: apex, type: 'NS', ttl: zone.nsTtl, class: 'IN', data: server })),
  ];
  if (zone.dnssec) {
    const key = zone.dnssec.dnskey;
    records.push({
      name: apex,
      type: 'DNSKEY',
      ttl: zone.nsTtl,
      class: 'IN',
      data: { flags: key.flags, algorithm: key.algorithm, key: Buffer.from(key.publicKey, 'base64') },
    } as Answer);
  }
  records.push(...(zone.apexRecords ?? []));
  for (const record of zone.records) {
    const name = record.name === '@' ? apex : `${record.name}.${apex}`;
    const parts = parseRdata(record.type, record.value);
    const base = { name, ttl: record.ttl, class: 'IN' as const };
    switch (record.type) {
      case 'A':
      case 'AAAA':
      case 'CNAME':
      case 'NS':
        records.push({ ...base, type: record.type, data: parts[0]! } as Answer);
        break;
      case 'MX':
        records.push({ ...base, type: 'MX', data: { preference: Number(parts[0]), exchange: parts[1]! } });
        break;
      case 'TXT':
        records.push({ ...base, type: 'TXT', data: parts });
        break;
      case 'SRV':
        records.push({ ...base, type: 'SRV', data: { priority: Number(parts[0]), weight: Number(parts[1]), port: Number(parts[2]), target: parts[3]! } });
        break;
      case 'CAA':
        records.push({ ...base, type: 'CAA', data: { flags: Number(parts[0]), tag: parts[1] as 'issue', value: parts[2]! } });
        break;
    }
  }
  return records;
}

/** The hosted zone a name falls in: the longest suffix the host has. */
async function zoneOf(name: string, zones: ZoneLookup): Promise<ServedZone | null> {
  const labels = name.split('.');
  for (let index = 0; index < labels.length - 1; index++) {
    const zone = await zones.get(labels.slice(index).join('.'));
    if (zone) return zone;
  }
  return null;
}

export async function answerQuery(
  query: Packet,
  zones: ZoneLookup,
  hostmaster: string,
  signing: { now: () => Date; mode?: SignatureMode } = { now: () => new Date() },
): Promise<Packet> {
  const reply = (rcode: number, authoritative: boolean, parts: Partial<Pick<Packet, 'answers' | 'authorities' | 'additionals'>> = {}): Packet => ({
    type: 'response',
    id: query.id ?? 0,
    flags: (authoritative ? flags.authoritative : 0) | ((query.flags ?? 0) & flags.recursionDesired) | rcode,
    questions: query.questions ?? [],
    answers: parts.answers ?? [],
    authorities: parts.authorities ?? [],
    additionals: parts.additionals ?? [],
  });
  if (query.type !== 'query' || ((query.flags ?? 0) >> 11) & 0xf) return reply(rcodes.notImplemented, false);
  const [question] = query.questions ?? [];
  if (!question || (query.questions ?? []).length !== 1) return reply(rcodes.formatError, false);
  if (question.class && question.class !== 'IN' && question.class !== 'ANY') return reply(rcodes.refused, false);

  const qname = normalize(question.name);
  const zone = await zoneOf(qname, zones);
  if (!zone) return reply(rcodes.refused, false);
  const apex = zone.zone;
  const records = zoneRecords(zone, hostmaster);
  const signed = (packet: Packet) => (wantsDnssec(query) ? signAnswer(packet, zone, signing.now(), signing.mode) : packet);
  const soa = records.filter((record) => record.type === 'SOA').map((record) => ({ ...record, ttl: Math.min(record.ttl ?? 0, soaTimers.minimum) }));
  const at = (name: string) => records.filter((record) => record.name === name);
  const exists = (name: string) => records.some((record) => isBelow(record.name, name));

  // Below a delegation (NS under the apex) we are not the authority: refer to its servers.
  const cut = records.filter((record) => record.type === 'NS' && record.name !== apex && isBelow(qname, record.name)).sort((a, b) => a.name.length - b.name.length)[0];
  if (cut) {
    const servers = at(cut.name).filter((record) => record.type === 'NS');
    const glue = servers.flatMap((server) =>
      records.filter((record) => (record.type === 'A' || record.type === 'AAAA') && record.name === normalize(String((server as { data: unknown }).data))),
    );
    return reply(rcodes.noError, false, { authorities: servers, additionals: glue });
  }

  const answers: Answer[] = [];
  let name = qname;
  for (let hops = 0; hops < 8; hops++) {
    let here = at(name);
    if (here.length === 0 && !exists(name) && isBelow(name, apex)) {
      // The closest encloser's wildcard stands for names that do not exist (RFC 4592).
      let encloser = name.slice(name.indexOf('.') + 1);
      while (encloser !== apex && !exists(encloser)) encloser = encloser.slice(encloser.indexOf('.') + 1);
      here = at(`*.${encloser}`).map((record) => ({ ...record, name }));
    }
    const wanted = here.filter((record) => (question.type as string) === 'ANY' || record.type === question.type);
    if (wanted.length > 0) {
      answers.push(...wanted);
      break;
    }
    const cname = here.find((record) => record.type === 'CNAME');
    if (!cname) {
      if (answers.length > 0) break;
      if (here.length > 0 || exists(name)) return signed(reply(rcodes.noError, true, { authorities: soa }));
      return signed(reply(rcodes.nameError, true, { authorities: soa }));
    }
    answers.push(cname);
    const target = normalize(String((cname as { data: unknown }).data));
    if (!isBelow(target, apex)) break;
    name = target;
  }
  return signed(reply(rcodes.noError, true, { answers }));
}

/** The largest UDP answer the asker takes: its EDNS buffer size (RFC 6891), else 512. */
export function udpLimit(query: Packet): number {
  const opt = (query.additionals ?? []).find((record) => record.type === 'OPT') as { udpPayloadSize?: number } | undefined;
  return Math.max(512, Math.min(opt?.udpPayloadSize ?? 512, 4096));
}

/** An answer too large for UDP: only the header and question, with TC set (the asker retries over TCP). */
export function truncated(answer: Packet): Packet {
  return { ...answer, flags: (answer.flags ?? 0) | flags.truncated, answers: [], authorities: [], additionals: [] };
}

export type { Question, RecordType };
export const decode = dnsPacket.decode;
export const encode = dnsPacket.encode;
