import { describe, expect, it } from 'vitest';
import { externalNameServers, newZoneKey, type ZoneKey } from '#infra/local/dns-server/external-zones.ts';
import { newAccount, outbox } from './accounts.ts';
import { type Json, type Portal, usePortal } from './portal.ts';
import { buyDomain } from './purchases.ts';

/**
 * DNSSEC kept in step from the zone's own CDS and CDNSKEY (issue 32, "DNSSEC by itself";
 * RFC 7344, RFC 8078) against the real local parts: the domain's name servers are an operator's
 * outside the portal (`ns1.ytri.example` on the local DNS server, `ns2.ytri.example` on the second
 * one: `runtime.externalZones` sets their keys and what they publish), the health check reads
 * CDS and CDNSKEY from both over TCP, and the DS changes in the EPP registry simulator. The daily
 * job runs as its schedule runs it, the runtime's clock moved a day and a half each time.
 */
const portal: Portal = usePortal({ functionSettings: () => ({ NAME_SERVER_PROBE_TIMEOUT_MS: '1000' }) });

const hours = 3600_000;

async function dailyCheck(): Promise<void> {
  portal.runtime.clock.advance(36 * hours);
  await portal.runtime.scheduler.run('domain-health');
  await portal.runtime.bus.drain();
}

async function healthOf(domainId: string, token: string): Promise<Json> {
  const answer = await portal.call('GET', `/domains/${domainId}/health`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const dsAtRegistry = (name: string) => portal.runtime.registry.domain(name)!.dsRecords.map((ds) => ({ ...ds, digest: ds.digest.toUpperCase() }));
const asDs = (key: ZoneKey) => ({ ...key.ds, digest: key.ds.digest.toUpperCase() });

/** The owner's notifications about the domain with this message. */
async function notified(owner: { token: string }, name: string, message: string): Promise<number> {
  const notifications = (await portal.call('GET', '/users/me/notifications?per_page=50', { token: owner.token })).body.data.data as Json[];
  return notifications.filter((notification) => notification.data.message === message && notification.data.target === name).length;
}

async function history(domainId: string, token: string): Promise<Json[]> {
  return (await portal.call('GET', `/domains/${domainId}/activity`, { token })).body.data.data as Json[];
}

/** A bought domain moved to the outside operator's two servers, which serve it signed with their own key. */
async function onExternalServers(options: { publish?: 'own-key' } = {}) {
  const owner = await newAccount(portal);
  const { domainId, name } = await buyDomain(portal, owner.token);
  const zone = portal.runtime.externalZones.serve(name, [...externalNameServers]);
  if (options.publish === 'own-key') zone.cds = { keys: [zone.signingKey!] };
  const moved = await portal.call('PUT', `/domains/${domainId}/name-servers`, {
    token: owner.token,
    body: { mode: 'custom', name_servers: externalNameServers.map((host) => ({ host, addresses: [] })), confirm: true },
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  await portal.runtime.bus.drain();
  return { owner, domainId, name, zone };
}

describe('DNSSEC kept in step from CDS and CDNSKEY', { timeout: 120_000 }, () => {
  it('a key roll-over followed: a new CDS signed by the old key replaces the DS at the registry, in the history, told', async () => {
    const { owner, domainId, name, zone } = await onExternalServers();
    const oldKey = zone.signingKey!;
    const added = await portal.call('POST', `/domains/${domainId}/dnssec/ds-records`, {
      token: owner.token,
      body: { source: 'ds', understood: true, ds: { key_tag: oldKey.ds.keyTag, algorithm: oldKey.ds.algorithm, digest_type: oldKey.ds.digestType, digest: oldKey.ds.digest } },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await portal.runtime.bus.drain();
    expect(await healthOf(domainId, owner.token)).toMatchObject({ state: 'ok', dnssec: 'valid', cds: { status: 'none' } });

    // The operator rolls: the new key published beside the old, the CDS naming the new one, all signed by the old.
    const newKey = newZoneKey(name);
    zone.otherKeys = [newKey];
    zone.cds = { keys: [newKey] };
    await dailyCheck();
    expect(dsAtRegistry(name)).toEqual([asDs(newKey)]);
    const health = await healthOf(domainId, owner.token);
    expect(health.cds).toMatchObject({ status: 'following', last_change: { change: 'updated', key_tags_before: [oldKey.ds.keyTag], key_tags_after: [newKey.ds.keyTag] } });
    expect(await notified(owner, name, 'domain_dnssec_cds_updated')).toBe(1);
    const mails = (await outbox(portal, owner.email)).filter((mail) => mail.subject?.includes(name) && /follows a new key|fylgir einum nýggjum lykli/.test(mail.subject ?? ''));
    expect(mails).toHaveLength(1);
    const entry = (await history(domainId, owner.token)).find((item) => item.activity === 'domain.dnssec-changed' && item.details.change === 'cds-updated');
    expect(entry, 'the change is in the history').toBeDefined();

    // The operator finishes: signs with the new key alone. The DS already follows: nothing more happens.
    zone.signingKey = newKey;
    zone.otherKeys = [];
    await dailyCheck();
    expect(dsAtRegistry(name)).toEqual([asDs(newKey)]);
    expect(await healthOf(domainId, owner.token)).toMatchObject({ state: 'ok', dnssec: 'valid', cds: { status: 'following' } });
    expect(await notified(owner, name, 'domain_dnssec_cds_updated')).toBe(1);
  });

  it('a bootstrap: a domain without DS whose servers publish a CDS is told at once, and taken after 3 days of checks', async () => {
    const { owner, domainId, name, zone } = await onExternalServers({ publish: 'own-key' });
    const seen = await healthOf(domainId, owner.token);
    expect(seen.cds).toMatchObject({ status: 'pending', pending: { key_tags: [zone.signingKey!.ds.keyTag] } });
    expect(Date.parse(seen.cds.pending.accept_at) - Date.parse(seen.cds.pending.first_seen_at)).toBe(72 * hours);
    expect(await notified(owner, name, 'domain_dnssec_bootstrap_seen')).toBe(1);

    await dailyCheck();
    expect(dsAtRegistry(name)).toEqual([]);
    expect((await healthOf(domainId, owner.token)).cds).toMatchObject({ status: 'pending' });
    await dailyCheck();
    expect(dsAtRegistry(name)).toEqual([asDs(zone.signingKey!)]);
    expect(await notified(owner, name, 'domain_dnssec_cds_bootstrapped')).toBe(1);
    expect(await notified(owner, name, 'domain_dnssec_bootstrap_seen')).toBe(1);
    // The consumer checked again after the DS change: the chain now validates from the new DS.
    expect(await healthOf(domainId, owner.token)).toMatchObject({ state: 'ok', dnssec: 'valid', cds: { status: 'following', last_change: { change: 'bootstrapped' } } });
    const entries = await history(domainId, owner.token);
    expect(entries.some((item) => item.activity === 'domain.dnssec-bootstrap' && item.details.stage === 'seen')).toBe(true);
    expect(entries.some((item) => item.activity === 'domain.dnssec-changed' && item.details.change === 'cds-bootstrapped')).toBe(true);
  });

  it('a bootstrap refused by the owner: no DS after 3 days, the refusal in the history; nothing left to refuse', async () => {
    const { owner, domainId, name } = await onExternalServers({ publish: 'own-key' });
    const stranger = await newAccount(portal);
    expect((await portal.call('DELETE', `/domains/${domainId}/dnssec/bootstrap`, { token: stranger.token })).status).toBe(404);

    const refused = await portal.call('DELETE', `/domains/${domainId}/dnssec/bootstrap`, { token: owner.token });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body.data.cds).toMatchObject({ status: 'refused', pending: null });
    await portal.runtime.bus.drain();

    await dailyCheck();
    await dailyCheck();
    await dailyCheck();
    expect(dsAtRegistry(name)).toEqual([]);
    expect((await healthOf(domainId, owner.token)).cds).toMatchObject({ status: 'refused' });
    expect(await notified(owner, name, 'domain_dnssec_cds_bootstrapped')).toBe(0);
    const entries = await history(domainId, owner.token);
    expect(entries.some((item) => item.activity === 'domain.dnssec-bootstrap' && item.details.stage === 'refused')).toBe(true);

    const again = await portal.call('DELETE', `/domains/${domainId}/dnssec/bootstrap`, { token: owner.token, headers: { 'accept-language': 'en' } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('no_dnssec_bootstrap');
  });

  it('the delete record 0 0 0 00 removes the DS at the registry, told as DNSSEC off', async () => {
    const { owner, domainId, name, zone } = await onExternalServers({ publish: 'own-key' });
    await dailyCheck();
    await dailyCheck();
    expect(dsAtRegistry(name)).toEqual([asDs(zone.signingKey!)]);

    zone.cds = 'delete';
    await dailyCheck();
    expect(dsAtRegistry(name)).toEqual([]);
    expect((await healthOf(domainId, owner.token)).cds).toMatchObject({ status: 'deleted', last_change: { change: 'deleted', key_tags_after: [] } });
    expect(await notified(owner, name, 'domain_dnssec_cds_deleted')).toBe(1);

    // Still published the next day: nothing more to remove, nobody told again.
    await dailyCheck();
    expect(await notified(owner, name, 'domain_dnssec_cds_deleted')).toBe(1);
    expect(await healthOf(domainId, owner.token)).toMatchObject({ state: 'ok', dnssec: 'off', cds: { status: 'deleted' } });
  });

  it('a signed domain moved from our name servers to others: the DS removed as before, then DNSSEC back on by itself from their CDS', async () => {
    const owner = await newAccount(portal);
    const { domainId, name } = await buyDomain(portal, owner.token);
    expect((await portal.call('PUT', `/domains/${domainId}/dnssec`, { token: owner.token, body: { enabled: true, understood: true } })).status).toBe(200);
    expect(dsAtRegistry(name)).toHaveLength(1);
    const zone = portal.runtime.externalZones.serve(name, [...externalNameServers]);
    zone.cds = { keys: [zone.signingKey!] };
    const moved = await portal.call('PUT', `/domains/${domainId}/name-servers`, {
      token: owner.token,
      body: { mode: 'custom', name_servers: externalNameServers.map((host) => ({ host, addresses: [] })), confirm: true },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.ds_records_count).toBe(0);
    expect(dsAtRegistry(name)).toEqual([]);
    await portal.runtime.bus.drain();
    expect((await healthOf(domainId, owner.token)).cds).toMatchObject({ status: 'pending' });

    await dailyCheck();
    await dailyCheck();
    expect(dsAtRegistry(name)).toEqual([asDs(zone.signingKey!)]);
    expect(await healthOf(domainId, owner.token)).toMatchObject({ state: 'ok', dnssec: 'valid', cds: { status: 'following' } });
  });

  it('a CDS the two servers disagree on is ignored and shown in the health', async () => {
    const { owner, domainId, name, zone } = await onExternalServers({ publish: 'own-key' });
    await dailyCheck();
    await dailyCheck();
    const current = zone.signingKey!;
    expect(dsAtRegistry(name)).toEqual([asDs(current)]);

    const newKey = newZoneKey(name);
    zone.otherKeys = [newKey];
    zone.cds = { keys: [newKey] };
    zone.secondCds = { keys: [current] };
    await dailyCheck();
    expect(dsAtRegistry(name)).toEqual([asDs(current)]);
    const health = await healthOf(domainId, owner.token);
    expect(health.cds).toMatchObject({ status: 'disagree', detail: `ns1.ytri.example: ${newKey.ds.keyTag}; ns2.ytri.example: ${current.ds.keyTag}` });
    expect(health.state).toBe('ok');
    expect(await notified(owner, name, 'domain_dnssec_cds_updated')).toBe(0);
  });
});
