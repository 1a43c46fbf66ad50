import { nameServerProblems, normalizeHostName, sameNameServers } from '#shared/name-servers.ts';
import type { NameServersView, UpdateNameServersRequest } from '#shared/schemas/domain-settings.ts';
import type { DomainRecord } from '../domains/model.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import type { DomainInfo, DomainUpdate, NameServer } from '../ports/registry.ts';
import { assertNotRegistrationLocked } from './domain-locks.ts';
import { assertPortalLockAllows } from './portal-lock-rules.ts';
import { atRegistry, changeAtRegistry, saveAfterRegistry } from './registry-changes.ts';
import type { DomainSettingsPorts } from '../domains/ports.ts';
import { managedDomain } from '../domains/own-domain.ts';

/**
 * Name servers: the product's (`PRODUCT_NAME_SERVERS`, where the portal hosts the zone) or the
 * owner's own (2–13, glue inside the domain). Custom servers are asked first whether they serve
 * the domain; the owner may insist. The registry is changed first, our item after.
 */

export function nameServersView(domain: DomainRecord, info: DomainInfo, productNameServers: readonly string[]): NameServersView {
  return {
    mode: domain.nameServerMode,
    name_servers: info.nameServers.map((server) => ({ host: server.host, addresses: server.addresses ?? [] })),
    product_name_servers: [...productNameServers],
    ds_records_count: info.dsRecords.length,
    registration_locked: domain.registrationLock,
  };
}

export async function getNameServers(domainId: string, userId: string, ports: DomainSettingsPorts): Promise<NameServersView> {
  const domain = await managedDomain(domainId, userId, ports);
  const info = await atRegistry(() => ports.registry.domainInfo(domain.name));
  return nameServersView(domain, info, ports.productNameServers);
}

/**
 * The `<domain:update>` that turns the registry's servers into the wanted ones: servers no
 * longer wanted, or whose glue changes, are removed; new ones (and the changed ones) added.
 */
export function nameServerUpdate(current: readonly NameServer[], wanted: readonly NameServer[]): Pick<DomainUpdate, 'addNameServers' | 'removeNameServers'> {
  const byHost = (servers: readonly NameServer[]) => new Map(servers.map((server) => [normalizeHostName(server.host), server]));
  const before = byHost(current);
  const after = byHost(wanted);
  const same = (a: NameServer, b: NameServer) => sameNameServers([{ host: a.host, addresses: a.addresses ?? [] }], [{ host: b.host, addresses: b.addresses ?? [] }]);
  const removeNameServers = [...before].filter(([host, server]) => !after.has(host) || !same(server, after.get(host)!)).map(([host]) => host);
  const addNameServers = [...after]
    .filter(([host, server]) => !before.has(host) || !same(server, before.get(host)!))
    .map(([host, server]) => ({ host, ...(server.addresses?.length ? { addresses: [...server.addresses] } : {}) }));
  return { ...(addNameServers.length ? { addNameServers } : {}), ...(removeNameServers.length ? { removeNameServers } : {}) };
}

/** Which of the servers do not answer for the zone (their indexes), asked all at once. */
async function unansweringServers(zone: string, servers: readonly NameServer[], ports: Pick<DomainSettingsPorts, 'probe'>): Promise<number[]> {
  const outcomes = await Promise.all(servers.map((server) => ports.probe.probe(zone, server)));
  return outcomes.flatMap((outcome, index) => (outcome === 'answers' ? [] : [index]));
}

export async function changeNameServers(domainId: string, userId: string, request: UpdateNameServersRequest, ports: DomainSettingsPorts): Promise<NameServersView> {
  return changeAtRegistry(domainId, userId, ports, (domain) => saveNameServers(domain, userId, request, ports), {
    refuse: (domain) => {
      assertPortalLockAllows(domain, { kind: 'name-servers' }, ports.clock.now());
      assertNotRegistrationLocked(domain);
    },
    access: 'technical',
  });
}

async function saveNameServers(domain: DomainRecord, userId: string, request: UpdateNameServersRequest, ports: DomainSettingsPorts): Promise<NameServersView> {
  const custom = request.mode === 'custom';
  const wanted: NameServer[] = custom
    ? request.name_servers.map((server) => ({ host: server.host, addresses: [...server.addresses] }))
    : ports.productNameServers.map((host) => ({ host }));

  let unanswering: string[] = [];
  if (custom) {
    const problems = nameServerProblems(domain.name, request.name_servers);
    if (problems.length > 0) {
      throw new DomainError('validation_failed', Object.fromEntries(problems.map((problem) => [`name_servers.${problem.index}.${problem.field}`, `validation.${problem.key}`])));
    }
    const silent = await unansweringServers(domain.name, wanted, ports);
    if (silent.length > 0 && !request.confirm) {
      throw new DomainError('name_servers_not_answering', Object.fromEntries(silent.map((index) => [`name_servers.${index}.host`, 'validation.name_server_not_answering'])));
    }
    unanswering = silent.map((index) => wanted[index]!.host);
  }

  const info = await atRegistry(() => ports.registry.domainInfo(domain.name));
  // DS records belong to the keys of the servers that sign the zone: when the zone moves to
  // other servers they are stale, and a stale DS makes validating resolvers refuse the domain.
  const modeChanges = request.mode !== domain.nameServerMode;
  const dsRecordsRemoved = modeChanges ? info.dsRecords.length : 0;
  const update: DomainUpdate = { ...nameServerUpdate(info.nameServers, wanted), ...(dsRecordsRemoved > 0 ? { removeAllDsRecords: true } : {}) };
  const leavingSignedProduct = modeChanges && custom && domain.dnssecSigning === true;
  // Saving what is already there changes nothing and tells nobody.
  if (Object.keys(update).length === 0 && !modeChanges) return nameServersView(domain, info, ports.productNameServers);

  // The product's servers must serve the zone before the registry delegates to them.
  if (!custom) await ports.dnsHost.createZone(domain.name);
  if (Object.keys(update).length > 0) await atRegistry(() => ports.registry.updateDomain(domain.name, update));

  const hosts = wanted.map((server) => normalizeHostName(server.host));
  const event = newEvent(
    'domain.name-servers-changed',
    {
      domainId: domain.domainId,
      name: domain.name,
      actorId: userId,
      actorKind: 'user',
      mode: request.mode,
      nameServers: hosts,
      unanswering,
      dsRecordsRemoved,
      before: { mode: domain.nameServerMode, nameServers: domain.nameServers },
    },
    ports.clock,
  );
  const saved = await saveAfterRegistry(
    domain,
    { set: { nameServerMode: request.mode, nameServers: hosts, ...(leavingSignedProduct ? { dnssecSigning: false } : {}) } },
    [event],
    ports,
  );
  if (leavingSignedProduct) {
    // Its DS is gone from the registry, so the old signed zone is no longer trusted by anyone:
    // turning its signing off is tidying up, and a failure here must not undo the switch.
    await ports.dnsHost
      .disableDnssec(domain.name)
      .catch((error: unknown) => ports.logger.warn('DNSSEC signing left on after leaving the product name servers', { domain: domain.name, error: String(error) }));
  }
  return nameServersView(saved, { ...info, nameServers: wanted, dsRecords: dsRecordsRemoved > 0 ? [] : info.dsRecords }, ports.productNameServers);
}
