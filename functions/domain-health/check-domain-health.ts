import type { EventEnvelope } from '#events/envelope.ts';
import { type CdsDecision, decideCds } from './cds-rules.ts';
import { newEvent } from './events.ts';
import { assessHealth, belowApexLabel, healthNews } from './health-rules.ts';
import type { CdsDs, DnsReply, DomainHealthRecord, HealthReport, ServerReplies } from './model.ts';
import type { DomainHealthPorts, DomainRecord, ServerAddress } from './ports.ts';

/** A domain the checks look at: still the portal's (not deleted, not transferred away). */
export const isChecked = (domain: DomainRecord | null): domain is DomainRecord => !!domain && !domain.deletedAt && !domain.transferredAwayAt;

/** Asks every address until one answers (a server answers when any of its addresses does). */
async function firstAnswer(
  addresses: readonly ServerAddress[],
  ask: (server: ServerAddress) => Promise<DnsReply | null>,
): Promise<{ at: ServerAddress | null; reply: DnsReply | null }> {
  for (const address of addresses) {
    const reply = await ask(address);
    if (reply) return { at: address, reply };
  }
  return { at: addresses[0] ?? null, reply: null };
}

/**
 * One name server as the registry names it: asked for SOA over UDP and TCP, NS, and (with a DS)
 * DNSKEY; a server outside the portal (`withCds`) also for DNSKEY, CDS and CDNSKEY, over TCP.
 */
async function askServer(
  zone: string,
  server: { host: string; addresses?: string[] },
  withDnssec: boolean,
  withCds: boolean,
  ports: Pick<DomainHealthPorts, 'dns'>,
): Promise<ServerReplies> {
  const addresses = server.addresses?.length ? server.addresses.map((address) => ports.dns.atPort(address)) : await ports.dns.addressesOf(server.host);
  if (addresses.length === 0) return { host: server.host, address: null, soaUdp: null, soaTcp: null, ns: null, dnskey: null, ...(withCds ? { cds: null, cdnskey: null } : {}) };
  const udp = await firstAnswer(addresses, (at) => ports.dns.ask(at, zone, 'SOA', 'udp'));
  const at = udp.at ?? addresses[0]!;
  const [soaTcp, ns, below, dnskey, cds, cdnskey] = await Promise.all([
    ports.dns.ask(at, zone, 'SOA', 'tcp'),
    ports.dns.ask(at, zone, 'NS', 'udp'),
    ports.dns.ask(at, `${belowApexLabel}.${zone}`, 'A', 'udp'),
    withDnssec || withCds ? ports.dns.ask(at, zone, 'DNSKEY', 'tcp') : Promise.resolve(null),
    withCds ? ports.dns.ask(at, zone, 'CDS', 'tcp') : Promise.resolve(null),
    withCds ? ports.dns.ask(at, zone, 'CDNSKEY', 'tcp') : Promise.resolve(null),
  ]);
  return { host: server.host, address: at.address, soaUdp: udp.reply, soaTcp, ns, below, dnskey, ...(withCds ? { cds, cdnskey } : {}) };
}

/**
 * Checks one domain (issue 32, "Health checks"): the registry's delegation and DS (EPP info),
 * each of its name servers asked directly, the replies assessed (health-rules.ts). The report is
 * saved; a check that turns bad, or recovers after being told bad, is told once, in the same
 * transaction as the save (`domain.health-failing`, `domain.health-recovered` → the bell and
 * e-mail of the owners and technical managers). A concurrent check that saved first wins.
 */
export async function checkDomainHealth(domain: DomainRecord, ports: DomainHealthPorts): Promise<HealthReport> {
  const info = await ports.registry.domainInfo(domain.name);
  const zone = domain.name;
  // The zone's own CDS keeps DNSSEC in step only on name servers outside the portal: ours sign with the switch.
  const withCds = domain.nameServerMode === 'custom';
  let servers: ServerReplies[] = [];
  const check = async () => {
    servers = await Promise.all(info.nameServers.map((server) => askServer(zone, server, info.dsRecords.length > 0, withCds, ports)));
    return assessHealth({ zone, registryNameServers: info.nameServers.map((server) => server.host), ds: info.dsRecords, servers, now: ports.clock.now() });
  };
  let report = await check();

  const previous = await ports.health.get(domain.domainId);
  let news = healthNews(previous, report);
  // Before telling anyone it broke, ask again: a lost datagram or a server busy for a moment is not news.
  if (news.tell === 'failing') {
    report = await check();
    news = healthNews(previous, report);
  }
  const cds = withCds ? decideCds({ zone, ds: info.dsRecords, servers, previous: previous?.cds, now: ports.clock.now() }) : null;
  const cdsEvents = cds ? await followCds(domain, cds, ports) : [];
  const record: DomainHealthRecord = {
    domainId: domain.domainId,
    name: domain.name,
    report,
    since: previous && previous.report.state === report.state ? previous.since : report.checkedAt,
    ...(news.told ? { told: news.told } : {}),
    // Back on the portal's servers the scan's state (a bootstrap waiting, a refusal) ends with it.
    ...(cds ? { cds: cds.state } : {}),
    version: (previous?.version ?? 0) + 1,
  };
  const base = { domainId: domain.domainId, name: domain.name, answering: report.answering, total: report.total };
  const event =
    news.tell === 'failing'
      ? newEvent('domain.health-failing', { ...base, problems: report.problems }, ports.clock)
      : news.tell === 'recovered'
        ? newEvent('domain.health-recovered', base, ports.clock)
        : undefined;
  const events = [...(event ? [event] : []), ...cdsEvents];
  const told = eventsToTell(await ports.health.save(record, previous, events), events);
  if (told.length > 0) await ports.deliver(told);
  ports.logger.info('domain health', {
    domainId: domain.domainId,
    state: report.state,
    problems: report.problems.map((problem) => problem.code),
    told: news.tell,
    ...(cds ? { cds: cds.state.status, cdsAction: cds.action?.kind ?? null } : {}),
  });
  return report;
}

/**
 * What a check tells once it has saved. Its word stands (saved): every event it made. Another
 * check saved first: the health and the CDS scan's state are that check's to tell, but a DS this
 * check changed at the registry changed all the same, so that change is still told (the domain's
 * history, the owners): never a registry change without its event.
 */
export function eventsToTell(saved: boolean, events: readonly EventEnvelope[]): EventEnvelope[] {
  return saved ? [...events] : events.filter((event) => event.metadata.name === 'domain.dnssec-changed');
}

const summary = (records: readonly CdsDs[]) => records.map(({ keyTag, algorithm, digestType }) => ({ keyTag, algorithm, digestType }));

/**
 * Does what the CDS decision asks at the registry (EPP `<secDNS:update>`, RFC 5910) and returns
 * the events that tell it: the DS changed (history, and the owners' bell and e-mail), or a
 * bootstrap first seen. The registry is changed first; a refusal there throws, and the domain
 * stays due (the next check decides again).
 */
async function followCds(domain: DomainRecord, decision: CdsDecision, ports: DomainHealthPorts): Promise<EventEnvelope[]> {
  const base = { domainId: domain.domainId, name: domain.name, actorId: 'system', actorKind: 'job' as const };
  const events: EventEnvelope[] = [];
  const { action } = decision;
  if (action?.kind === 'delete') {
    await ports.registry.updateDomain(domain.name, { removeAllDsRecords: true });
    events.push(
      newEvent(
        'domain.dnssec-changed',
        { ...base, change: 'cds-deleted', keyTag: action.before[0]?.keyTag ?? null, dsRecords: { before: summary(action.before), after: [] } },
        ports.clock,
      ),
    );
  } else if (action?.kind === 'bootstrap') {
    await ports.registry.updateDomain(domain.name, { addDsRecords: action.after.map((ds) => ({ ...ds })) });
    events.push(
      newEvent(
        'domain.dnssec-changed',
        { ...base, change: 'cds-bootstrapped', keyTag: action.after[0]?.keyTag ?? null, dsRecords: { before: [], after: summary(action.after) } },
        ports.clock,
      ),
    );
  } else if (action?.kind === 'update') {
    const added = action.after.filter((ds) => !action.before.some((old) => sameDs(old, ds)));
    const removed = action.before.filter((old) => !action.after.some((ds) => sameDs(old, ds)));
    await ports.registry.updateDomain(domain.name, {
      ...(added.length ? { addDsRecords: added.map((ds) => ({ ...ds })) } : {}),
      ...(removed.length ? { removeDsRecords: removed.map((ds) => ({ ...ds })) } : {}),
    });
    events.push(
      newEvent(
        'domain.dnssec-changed',
        { ...base, change: 'cds-updated', keyTag: added[0]?.keyTag ?? null, dsRecords: { before: summary(action.before), after: summary(action.after) } },
        ports.clock,
      ),
    );
  }
  if (decision.tell === 'bootstrap-seen' && decision.state.pending) {
    const { pending } = decision.state;
    events.push(newEvent('domain.dnssec-bootstrap', { ...base, stage: 'seen', dsRecords: summary(pending.ds), acceptAt: pending.acceptAt }, ports.clock));
  }
  return events;
}

const sameDs = (a: CdsDs, b: CdsDs) => a.keyTag === b.keyTag && a.algorithm === b.algorithm && a.digestType === b.digestType && a.digest.toUpperCase() === b.digest.toUpperCase();
