import { createHash } from 'node:crypto';
import type { Answer } from 'dns-packet';
import { checkSignature, dsMatches, type DnskeyRecord, type RrsigRecord } from './dnssec.ts';
import type { DnsReply, DomainHealthRecord, HealthInput, HealthProblem, HealthReport, ServerReplies } from './model.ts';

const normalize = (name: string) => name.replace(/\.$/, '').toLowerCase();
const noError = 0;

const soaOf = (reply: DnsReply | null, zone: string) =>
  reply?.answers.find((record) => record.type === 'SOA' && normalize(record.name) === zone) as (Answer & { data: { serial: number } }) | undefined;

/** An authoritative answer with the zone's SOA (RFC 1035 §4.1.1 AA, NOERROR). */
const answersSoa = (reply: DnsReply | null, zone: string) => !!reply && reply.authoritative && reply.rcode === noError && !!soaOf(reply, zone);

const dnskeysOf = (reply: DnsReply | null, zone: string): (Answer & { data: { flags: number; algorithm: number; key: Buffer } })[] =>
  (reply?.answers ?? []).filter((record) => record.type === 'DNSKEY' && normalize(record.name) === zone) as never;
const rrsigsOf = (reply: DnsReply | null, zone: string, covered: string): RrsigRecord[] =>
  (reply?.answers ?? [])
    .filter((record) => record.type === 'RRSIG' && normalize(record.name) === zone)
    .map((record) => (record as { data: RrsigRecord }).data)
    .filter((signature) => signature.typeCovered === covered);

const asKey = (record: { data: { flags: number; algorithm: number; key: Buffer } }): DnskeyRecord => ({
  flags: record.data.flags,
  protocol: 3,
  algorithm: record.data.algorithm,
  publicKey: Buffer.from(record.data.key).toString('base64'),
});

/**
 * One server's DNSSEC (RFC 4035 §5): a DNSKEY the DS names, and that key's signature valid over
 * the DNSKEY RRset and over the SOA. The first problem found, or null.
 */
function dnssecProblem(input: HealthInput, server: ServerReplies): HealthProblem | null {
  const zone = normalize(input.zone);
  const records = dnskeysOf(server.dnskey, zone);
  const keys = records.map(asKey);
  const anchors = keys.filter((key) => input.ds.some((ds) => dsMatches(zone, ds, key)));
  if (anchors.length === 0) return { code: 'ds_without_dnskey', server: server.host };
  const rrsets: [string, Answer[], RrsigRecord[]][] = [
    ['DNSKEY', records, rrsigsOf(server.dnskey, zone, 'DNSKEY')],
    ['SOA', server.soaTcp?.answers.filter((record) => record.type === 'SOA' && normalize(record.name) === zone) ?? [], rrsigsOf(server.soaTcp, zone, 'SOA')],
  ];
  for (const [type, rrset, signatures] of rrsets) {
    // The DNSKEY RRset must be signed by a key the DS names; the SOA by any key of that RRset.
    const signers = type === 'DNSKEY' ? anchors : keys;
    const outcomes = signatures.flatMap((signature) =>
      signers.filter((key) => signature.algorithm === key.algorithm).map((key) => checkSignature(signature, rrset, key, input.now)),
    );
    if (outcomes.includes('valid')) continue;
    if (outcomes.length === 0) return { code: 'signature_missing', server: server.host, detail: type };
    if (outcomes.includes('expired') || outcomes.includes('not-yet-valid')) return { code: 'signature_expired', server: server.host, detail: type };
    return { code: 'signature_invalid', server: server.host, detail: type };
  }
  return null;
}

/** The name below the apex each check asks for (its A record): the website's name, when the zone has one. */
export const belowApexLabel = 'www';
const nameError = 3;

/**
 * A name below the apex (`www`, if the zone has it): the server answers for it with authority, and
 * with a DS at the registry each RRset of the answer carries a valid signature by a key of the
 * zone (the chain from the DS down to a record, beside the SOA). NXDOMAIN: the zone has no such
 * name, nothing to check. `signChecked` is false when the server's keys already failed.
 */
function belowApexProblem(input: HealthInput, server: ServerReplies, signChecked: boolean): HealthProblem | null {
  if (server.below === undefined) return null;
  const zone = normalize(input.zone);
  const name = `${belowApexLabel}.${zone}`;
  const reply = server.below;
  if (!reply || !reply.authoritative || (reply.rcode !== noError && reply.rcode !== nameError)) return { code: 'below_apex_not_answering', server: server.host, detail: name };
  if (reply.rcode === nameError || input.ds.length === 0 || !signChecked) return null;
  const keys = dnskeysOf(server.dnskey, zone).map(asKey);
  const sets = new Map<string, Answer[]>();
  for (const record of reply.answers) {
    if (record.type === 'RRSIG' || record.type === 'OPT') continue;
    const key = `${normalize(record.name)}|${record.type}`;
    sets.set(key, [...(sets.get(key) ?? []), record]);
  }
  for (const [key, rrset] of sets) {
    const [owner, type] = key.split('|') as [string, string];
    const signatures = reply.answers
      .filter((record) => record.type === 'RRSIG' && normalize(record.name) === owner)
      .map((record) => (record as { data: RrsigRecord }).data)
      .filter((signature) => signature.typeCovered === type);
    const outcomes = signatures.flatMap((signature) =>
      keys.filter((zoneKey) => zoneKey.algorithm === signature.algorithm).map((zoneKey) => checkSignature(signature, rrset, zoneKey, input.now)),
    );
    if (outcomes.includes('valid')) continue;
    const detail = `${owner} ${type}`;
    if (outcomes.length === 0) return { code: 'signature_missing', server: server.host, detail };
    if (outcomes.includes('expired') || outcomes.includes('not-yet-valid')) return { code: 'signature_expired', server: server.host, detail };
    return { code: 'signature_invalid', server: server.host, detail };
  }
  return null;
}

/**
 * What the replies say about the domain: every server the registry names answers authoritatively
 * over UDP and TCP, names the same servers at the apex, serves the same SOA serial, and (with a
 * DS at the registry) serves a DNSKEY the DS names with valid signatures over DNSKEY and SOA.
 */
export function assessHealth(input: HealthInput): HealthReport {
  const zone = normalize(input.zone);
  const problems: HealthProblem[] = [];
  const registry = [...new Set(input.registryNameServers.map(normalize))].sort();
  if (registry.length === 0) problems.push({ code: 'no_name_servers' });

  const working = input.servers.filter((server) => answersSoa(server.soaUdp, zone) && answersSoa(server.soaTcp, zone));
  const namesOf = (servers: readonly ServerReplies[]) => servers.map((server) => server.host).join(', ');
  for (const server of input.servers) {
    const others = namesOf(working.filter((other) => other !== server));
    const udp = answersSoa(server.soaUdp, zone);
    const tcp = answersSoa(server.soaTcp, zone);
    if (server.address === null) problems.push({ code: 'server_unresolvable', server: server.host, others });
    else if (!server.soaUdp && !server.soaTcp) problems.push({ code: 'server_not_answering', server: server.host, others });
    else if ((server.soaUdp && !udp) || (server.soaTcp && !tcp)) problems.push({ code: 'server_not_authoritative', server: server.host, others });
    else if (!server.soaTcp) problems.push({ code: 'server_no_tcp', server: server.host });
    else if (!server.soaUdp) problems.push({ code: 'server_no_udp', server: server.host });
  }

  for (const server of working) {
    const listed = [
      ...new Set(
        (server.ns?.answers ?? [])
          .filter((record) => record.type === 'NS' && normalize(record.name) === zone)
          .map((record) => normalize(String((record as { data: unknown }).data))),
      ),
    ].sort();
    if (listed.join(',') !== registry.join(',')) problems.push({ code: 'name_servers_differ', server: server.host, detail: listed.join(', ') });
  }

  // The serial most working servers give (the highest among equals): a server on another is behind or ahead.
  const serials = working.map((server) => soaOf(server.soaUdp, zone)!.data.serial);
  const counts = new Map<number, number>();
  for (const serial of serials) counts.set(serial, (counts.get(serial) ?? 0) + 1);
  const common = [...counts].sort(([serialA, countA], [serialB, countB]) => countB - countA || serialB - serialA)[0]?.[0];
  working.forEach((server, index) => {
    if (serials[index] !== common) problems.push({ code: 'serials_differ', server: server.host, detail: `${serials[index]} / ${common}` });
  });

  let dnssec: HealthReport['dnssec'] = 'off';
  const keysFailed = new Set<ServerReplies>();
  if (input.ds.length > 0) {
    const dnssecProblems = working.flatMap((server) => {
      const problem = dnssecProblem(input, server);
      if (problem) keysFailed.add(server);
      return problem ? [problem] : [];
    });
    problems.push(...dnssecProblems);
    dnssec = dnssecProblems.length === 0 && working.length > 0 ? 'valid' : 'broken';
  }
  // A name below the apex: answered, and (signed zones) validated from the same keys.
  for (const server of working) {
    const problem = belowApexProblem(input, server, !keysFailed.has(server));
    if (!problem) continue;
    problems.push(problem);
    if (problem.code !== 'below_apex_not_answering') dnssec = 'broken';
  }

  return {
    state: problems.length === 0 ? 'ok' : 'failing',
    answering: working.length,
    total: input.servers.length,
    dnssec,
    problems,
    checkedAt: input.now.toISOString(),
  };
}

/**
 * Whom to tell, after a check: a check that turns bad after one that passed (`failing`), and the
 * first that passes after one told bad (`recovered`); once each. A domain whose first check ever
 * fails is shown so but not told: nothing the portal saw working stopped.
 */
export function healthNews(
  previous: Pick<DomainHealthRecord, 'report' | 'told'> | null,
  report: Pick<HealthReport, 'state'>,
): { tell: 'failing' | 'recovered' | null; told: DomainHealthRecord['told'] } {
  const told = previous?.told ?? (previous?.report.state === 'ok' ? 'ok' : undefined);
  if (report.state === 'failing' && told === 'ok') return { tell: 'failing', told: 'failing' };
  if (report.state === 'ok' && told === 'failing') return { tell: 'recovered', told: 'ok' };
  if (report.state === 'ok') return { tell: null, told: 'ok' };
  return { tell: null, told };
}

const daySeconds = 24 * 3600;

/**
 * When the daily check next looks at the domain: the domain's own second of the day (the first
 * bytes of the SHA-256 of its id), the first such time at least 12 hours on. Spread evenly over
 * the day, so the hourly runs each take about a 24th of the domains.
 */
export function nextCheckAt(domainId: string, now: Date): Date {
  const slot = createHash('sha256').update(domainId).digest().readUInt32BE(0) % daySeconds;
  const startOfDay = Math.floor(now.getTime() / 1000 / daySeconds) * daySeconds;
  let at = startOfDay + slot;
  while (at * 1000 < now.getTime() + 12 * 3600 * 1000) at += daySeconds;
  return new Date(at * 1000);
}
