import type { AddDsRecordRequest, DnssecView, DsRecordView } from '#shared/schemas/domain-settings.ts';
import { dsLimits } from '#shared/schemas/domain-settings.ts';
import type { DomainRecord } from '../domains/model.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import type { DsRecord } from '../ports/registry.ts';
import { assertNotRegistrationLocked } from './domain-locks.ts';
import { assertPortalLockAllows } from './portal-lock-rules.ts';
import { atRegistry, changeAtRegistry, saveAfterRegistry } from './registry-changes.ts';
import type { DomainSettingsPorts } from '../domains/ports.ts';
import { type DsDigestType, dsFromDnskey, sameDsRecord } from '#shared/ds-record.ts';
import { managedDomain } from '../domains/own-domain.ts';

/**
 * DNSSEC (RFC 4033–4035, 5910 at the registry). With the product's name servers one switch
 * signs the zone at the DNS host and publishes its DS at the registry; with custom servers the
 * owner adds and removes the DS records their operator gives (or a DNSKEY the portal turns into
 * a DS). The DS records themselves live at the registry, which is read for every view.
 */

/** A DS record's address under `/ds-records/`: `<key tag>-<algorithm>-<digest type>-<digest>`. */
export function dsRecordId(record: DsRecord): string {
  return `${record.keyTag}-${record.algorithm}-${record.digestType}-${record.digest.toUpperCase()}`;
}

export function parseDsRecordId(id: string): DsRecord | null {
  const match = /^(\d{1,5})-(\d{1,3})-(\d{1,3})-([0-9A-Fa-f]{2,128})$/.exec(id);
  if (!match) return null;
  return { keyTag: Number(match[1]), algorithm: Number(match[2]), digestType: Number(match[3]), digest: match[4]!.toUpperCase() };
}

const dsView = (record: DsRecord): DsRecordView => ({
  id: dsRecordId(record),
  key_tag: record.keyTag,
  algorithm: record.algorithm,
  digest_type: record.digestType,
  digest: record.digest.toUpperCase(),
});

export function dnssecView(domain: DomainRecord, dsRecords: readonly DsRecord[]): DnssecView {
  return {
    name_server_mode: domain.nameServerMode,
    signing: domain.nameServerMode === 'product' && domain.dnssecSigning === true,
    ds_records: dsRecords.map(dsView),
    registration_locked: domain.registrationLock,
  };
}

export async function getDnssec(domainId: string, userId: string, ports: DomainSettingsPorts): Promise<DnssecView> {
  const domain = await managedDomain(domainId, userId, ports);
  const info = await atRegistry(() => ports.registry.domainInfo(domain.name));
  return dnssecView(domain, info.dsRecords);
}

function dnssecEvent(
  domain: DomainRecord,
  userId: string,
  change: 'signing-on' | 'signing-off' | 'ds-added' | 'ds-removed',
  keyTag: number | null,
  dsRecords: { before: DsRecord[]; after: DsRecord[] },
  ports: Pick<DomainSettingsPorts, 'clock'>,
) {
  // The event's schema keeps of each DS record its key tag, algorithm and digest type.
  return newEvent('domain.dnssec-changed', { domainId: domain.domainId, name: domain.name, actorId: userId, actorKind: 'user', change, keyTag, dsRecords }, ports.clock);
}

/**
 * Signing on the product's name servers. On: the DNS host signs and answers its key's DS, which
 * goes to the registry (if the registry refuses, signing is turned off again: nothing
 * half-done). Off: the DS leaves the registry FIRST, then signing stops — the other order
 * would leave a DS pointing at a zone that no longer signs, which validating resolvers refuse.
 */
export async function setDnssecSigning(domainId: string, userId: string, enabled: boolean, ports: DomainSettingsPorts): Promise<DnssecView> {
  return changeAtRegistry(domainId, userId, ports, (domain) => switchSigning(domain, userId, enabled, ports), {
    refuse: (domain) => {
      assertPortalLockAllows(domain, { kind: 'dnssec-signing' }, ports.clock.now());
      assertNotRegistrationLocked(domain);
    },
    access: 'technical',
  });
}

async function switchSigning(domain: DomainRecord, userId: string, enabled: boolean, ports: DomainSettingsPorts): Promise<DnssecView> {
  if (domain.nameServerMode !== 'product') throw new DomainError('dnssec_requires_product_name_servers');
  const info = await atRegistry(() => ports.registry.domainInfo(domain.name));

  if (enabled) {
    if (domain.dnssecSigning && info.dsRecords.length > 0) return dnssecView(domain, info.dsRecords);
    await ports.dnsHost.createZone(domain.name);
    const keys = await ports.dnsHost.enableDnssec(domain.name);
    const ds: DsRecord = { ...keys.ds, digest: keys.ds.digest.toUpperCase() };
    try {
      if (!info.dsRecords.some((record) => sameDsRecord(record, ds))) await atRegistry(() => ports.registry.updateDomain(domain.name, { addDsRecords: [ds] }));
    } catch (error) {
      await ports.dnsHost
        .disableDnssec(domain.name)
        .catch((undo: unknown) => ports.logger.warn('could not turn DNSSEC signing off again', { domain: domain.name, error: String(undo) }));
      throw error;
    }
    const after = [...info.dsRecords.filter((record) => !sameDsRecord(record, ds)), ds];
    const event = dnssecEvent(domain, userId, 'signing-on', ds.keyTag, { before: info.dsRecords, after }, ports);
    const saved = await saveAfterRegistry(domain, { set: { dnssecSigning: true } }, [event], ports);
    return dnssecView(saved, after);
  }

  if (!domain.dnssecSigning && info.dsRecords.length === 0) return dnssecView(domain, []);
  if (info.dsRecords.length > 0) await atRegistry(() => ports.registry.updateDomain(domain.name, { removeAllDsRecords: true }));
  if (domain.dnssecSigning) await ports.dnsHost.disableDnssec(domain.name);
  const saved = await saveAfterRegistry(
    domain,
    { set: { dnssecSigning: false } },
    [dnssecEvent(domain, userId, 'signing-off', info.dsRecords[0]?.keyTag ?? null, { before: info.dsRecords, after: [] }, ports)],
    ports,
  );
  return dnssecView(saved, []);
}

/** The DS record a request gives, or computes from its DNSKEY (RFC 4034 §5.1.4) for this domain. */
export function dsRecordOf(domainName: string, request: AddDsRecordRequest): DsRecord {
  if (request.source === 'ds') {
    const { key_tag, algorithm, digest_type, digest } = request.ds;
    return { keyTag: key_tag, algorithm, digestType: digest_type, digest };
  }
  const { flags, protocol, algorithm, public_key } = request.dnskey;
  return dsFromDnskey(domainName, { flags, protocol, algorithm, publicKey: public_key }, request.digest_type as DsDigestType);
}

/** With the product's servers the switch owns the DS records; a hand-made one would not match its keys. */
function assertCustomNameServers(domain: DomainRecord): void {
  if (domain.nameServerMode !== 'custom') throw new DomainError('ds_records_require_custom_name_servers');
}

export async function addDsRecord(domainId: string, userId: string, request: AddDsRecordRequest, ports: DomainSettingsPorts): Promise<DnssecView> {
  return changeAtRegistry(domainId, userId, ports, (domain) => publishDsRecord(domain, userId, request, ports), { refuse: assertNotRegistrationLocked, access: 'technical' });
}

async function publishDsRecord(domain: DomainRecord, userId: string, request: AddDsRecordRequest, ports: DomainSettingsPorts): Promise<DnssecView> {
  assertCustomNameServers(domain);
  const info = await atRegistry(() => ports.registry.domainInfo(domain.name));
  // Under the portal lock only a roll-over: a DS added beside one already published.
  assertPortalLockAllows(domain, { kind: 'ds-add', dsBefore: info.dsRecords.length }, ports.clock.now());
  const ds = dsRecordOf(domain.name, request);
  if (info.dsRecords.some((record) => sameDsRecord(record, ds))) return dnssecView(domain, info.dsRecords);
  if (info.dsRecords.length >= dsLimits.maxRecords) throw new DomainError('validation_failed', { [request.source]: 'validation.ds_records_max' });
  await atRegistry(() => ports.registry.updateDomain(domain.name, { addDsRecords: [ds] }));
  const after = [...info.dsRecords, ds];
  const saved = await saveAfterRegistry(domain, {}, [dnssecEvent(domain, userId, 'ds-added', ds.keyTag, { before: info.dsRecords, after }, ports)], ports);
  return dnssecView(saved, after);
}

export async function removeDsRecord(domainId: string, userId: string, id: string, ports: DomainSettingsPorts): Promise<DnssecView> {
  return changeAtRegistry(domainId, userId, ports, (domain) => withdrawDsRecord(domain, userId, id, ports), { refuse: assertNotRegistrationLocked, access: 'technical' });
}

async function withdrawDsRecord(domain: DomainRecord, userId: string, id: string, ports: DomainSettingsPorts): Promise<DnssecView> {
  const wanted = parseDsRecordId(id);
  if (!wanted) throw new DomainError('not_found');
  assertCustomNameServers(domain);
  const info = await atRegistry(() => ports.registry.domainInfo(domain.name));
  const record = info.dsRecords.find((candidate) => sameDsRecord(candidate, wanted));
  if (!record) throw new DomainError('not_found');
  // Under the portal lock only a roll-over: another DS stays published.
  assertPortalLockAllows(domain, { kind: 'ds-remove', dsBefore: info.dsRecords.length }, ports.clock.now());
  await atRegistry(() => ports.registry.updateDomain(domain.name, { removeDsRecords: [record] }));
  const after = info.dsRecords.filter((candidate) => candidate !== record);
  const saved = await saveAfterRegistry(domain, {}, [dnssecEvent(domain, userId, 'ds-removed', record.keyTag, { before: info.dsRecords, after }, ports)], ports);
  return dnssecView(saved, after);
}
