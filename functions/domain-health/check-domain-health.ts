import { newEvent } from './events.ts';
import { assessHealth, healthNews } from './health-rules.ts';
import type { DnsReply, DomainHealthRecord, HealthReport, ServerReplies } from './model.ts';
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

/** One name server as the registry names it: asked for SOA over UDP and TCP, NS, and (with a DS) DNSKEY. */
async function askServer(zone: string, server: { host: string; addresses?: string[] }, withDnssec: boolean, ports: Pick<DomainHealthPorts, 'dns'>): Promise<ServerReplies> {
  const addresses = server.addresses?.length ? server.addresses.map((address) => ports.dns.atPort(address)) : await ports.dns.addressesOf(server.host);
  if (addresses.length === 0) return { host: server.host, address: null, soaUdp: null, soaTcp: null, ns: null, dnskey: null };
  const udp = await firstAnswer(addresses, (at) => ports.dns.ask(at, zone, 'SOA', 'udp'));
  const at = udp.at ?? addresses[0]!;
  const [soaTcp, ns, dnskey] = await Promise.all([
    ports.dns.ask(at, zone, 'SOA', 'tcp'),
    ports.dns.ask(at, zone, 'NS', 'udp'),
    withDnssec ? ports.dns.ask(at, zone, 'DNSKEY', 'tcp') : Promise.resolve(null),
  ]);
  return { host: server.host, address: at.address, soaUdp: udp.reply, soaTcp, ns, dnskey };
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
  const check = async () => {
    const servers = await Promise.all(info.nameServers.map((server) => askServer(zone, server, info.dsRecords.length > 0, ports)));
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
  const record: DomainHealthRecord = {
    domainId: domain.domainId,
    name: domain.name,
    report,
    since: previous && previous.report.state === report.state ? previous.since : report.checkedAt,
    ...(news.told ? { told: news.told } : {}),
    version: (previous?.version ?? 0) + 1,
  };
  const base = { domainId: domain.domainId, name: domain.name, answering: report.answering, total: report.total };
  const event =
    news.tell === 'failing'
      ? newEvent('domain.health-failing', { ...base, problems: report.problems }, ports.clock)
      : news.tell === 'recovered'
        ? newEvent('domain.health-recovered', base, ports.clock)
        : undefined;
  if ((await ports.health.save(record, previous, event)) && event) await ports.deliver([event]);
  ports.logger.info('domain health', { domainId: domain.domainId, state: report.state, problems: report.problems.map((problem) => problem.code), told: news.tell });
  return report;
}
