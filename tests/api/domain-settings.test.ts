import { describe, expect, it } from 'vitest';
import { createLocalHostedZones } from '#functions/adapters/dns/local-dns-host.ts';
import { eppRegistry } from '#functions/adapters/registry/epp-registry.ts';
import type { Registry } from '#functions/ports/registry.ts';
import { dsFromDnskey } from '#shared/ds-record.ts';
import { useNameServerProbeResponder } from '../fixtures/dns-responder.ts';
import { newAccount } from './accounts.ts';
import { type Portal, usePortal } from './portal.ts';
import { buyDomain } from './purchases.ts';

/**
 * A bought domain's settings over HTTP against the local runtime: name servers (checked with a
 * real DNS server on UDP), DNSSEC, contacts, locks and the transfer code, each asserted in the
 * EPP registry simulator's own state.
 */

// A DNS server of the test's own, standing in for the owner's name servers (SOA with AA for the
// zones it is told to serve) and for the resolver of their host names. Set before the runtime
// starts, as the functions read their configuration once.
const dns = useNameServerProbeResponder();
const portal: Portal = usePortal({ functionSettings: dns.probeSettings });

const simulator = () => portal.runtime.registry;
/** The functions' own EPP client (same process): to put the registry in a state a test needs. */
const registryClient = (): Registry => eppRegistry(portal.runtime.composition.config);

const productNameServers = ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'];
/** The zone as the local DNS host keeps it (signing keys included). */
const hostedZone = (name: string) => createLocalHostedZones(portal.runtime.table).get(name);

async function ownerWithDomain(label: string) {
  const owner = await newAccount(portal);
  const { name, domainId } = await buyDomain(portal, owner.token, undefined, 1);
  void label;
  return { ...owner, name, domainId };
}

/** Two out-of-domain servers that answer for `zone` (the test DNS server serves it, their names resolve to it). */
function answeringServers(zone: string) {
  dns().zones.add(zone);
  const hosts = [`ns1.${zone.replace('.fo', '')}-dns.net`, `ns2.${zone.replace('.fo', '')}-dns.net`];
  for (const host of hosts) dns().hosts.set(host, '127.0.0.1');
  return hosts.map((host) => ({ host }));
}

const published = (name: string, domainId: string) =>
  portal.runtime.bus.published.filter((event) => event.metadata.name === name && (event.data as { domainId: string }).domainId === domainId);

describe('name servers', () => {
  it("start as the product's; custom ones that answer are saved at the registry, then back to the product's", async () => {
    const { token, name, domainId } = await ownerWithDomain('ns');
    const before = await portal.call('GET', `/domains/${domainId}/name-servers`, { token });
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({
      mode: 'product',
      name_servers: productNameServers.map((host) => ({ host, addresses: [] })),
      product_name_servers: productNameServers,
      ds_records_count: 0,
      registration_locked: false,
    });

    const servers = answeringServers(name);
    const saved = await portal.call('PUT', `/domains/${domainId}/name-servers`, { token, body: { mode: 'custom', name_servers: servers } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ mode: 'custom', name_servers: servers.map((server) => ({ ...server, addresses: [] })) });
    expect(simulator().domain(name)!.nameServers).toEqual(servers);
    // Each server was asked for the domain's SOA.
    expect(dns().questions).toEqual(expect.arrayContaining([`SOA ${name}`]));
    const view = await portal.call('GET', `/domains/${domainId}`, { token });
    expect(view.body.data).toMatchObject({ name_server_mode: 'custom', name_servers: servers.map((server) => server.host) });
    expect(published('domain.name-servers-changed', domainId).at(-1)!.data).toMatchObject({ mode: 'custom', unanswering: [], dsRecordsRemoved: 0 });

    const back = await portal.call('PUT', `/domains/${domainId}/name-servers`, { token, body: { mode: 'product' } });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data.mode).toBe('product');
    expect(simulator().domain(name)!.nameServers).toEqual(productNameServers.map((host) => ({ host })));
  });

  it('refuses 1 or 14 servers and wrong glue, with messages per field; nothing reaches the registry', async () => {
    const { token, name, domainId } = await ownerWithDomain('glue');
    simulator().clearCommandLog();
    const one = await portal.call('PUT', `/domains/${domainId}/name-servers`, { token, language: 'en', body: { mode: 'custom', name_servers: [{ host: 'ns1.example.net' }] } });
    expect(one.status).toBe(422);
    expect(one.body.error.fields).toEqual({ name_servers: 'Enter between 2 and 13 name servers.' });
    const fourteen = Array.from({ length: 14 }, (_, index) => ({ host: `ns${index}.example.net` }));
    expect((await portal.call('PUT', `/domains/${domainId}/name-servers`, { token, body: { mode: 'custom', name_servers: fourteen } })).status).toBe(422);

    const glue = await portal.call('PUT', `/domains/${domainId}/name-servers`, {
      token,
      language: 'fo',
      body: { mode: 'custom', name_servers: [{ host: `ns1.${name}` }, { host: 'ns2.example.net', addresses: ['192.0.2.2'] }] },
    });
    expect(glue.status).toBe(422);
    expect(glue.body.error.fields).toEqual({
      'name_servers.0.addresses': 'Ein navnaambætari inni í økisnavninum sjálvum hevur brúk fyri IP-adressum sínum.',
      'name_servers.1.addresses': 'IP-adressur verða bert givnar fyri navnaambætarar inni í økisnavninum sjálvum.',
    });
    expect(simulator().commandCount('update')).toBe(0);
    expect(simulator().domain(name)!.nameServers).toEqual(productNameServers.map((host) => ({ host })));
  });

  it('names the servers that do not answer and saves them only when the owner insists (glue inside the domain)', async () => {
    const { token, name, domainId } = await ownerWithDomain('silent');
    // ns1 inside the domain, asked at its glue address, where the test DNS server does not serve the zone yet; ns2 does not resolve.
    const body = { mode: 'custom', name_servers: [{ host: `ns1.${name}`, addresses: ['127.0.0.1', '2001:db8::53'] }, { host: 'ns2.not-resolving.invalid' }] };
    const warned = await portal.call('PUT', `/domains/${domainId}/name-servers`, { token, language: 'en', body });
    expect(warned.status).toBe(409);
    expect(warned.body.error).toEqual({
      code: 'name_servers_not_answering',
      message: 'Some name servers did not answer for the domain. Do you want to save them anyway?',
      fields: { 'name_servers.0.host': 'This name server does not answer for the domain.', 'name_servers.1.host': 'This name server does not answer for the domain.' },
    });
    expect(simulator().domain(name)!.nameServers).toEqual(productNameServers.map((host) => ({ host })));

    // Once the server serves the zone, only the other one is named.
    dns().zones.add(name);
    const one = await portal.call('PUT', `/domains/${domainId}/name-servers`, { token, body });
    expect(Object.keys(one.body.error.fields)).toEqual(['name_servers.1.host']);

    const insisted = await portal.call('PUT', `/domains/${domainId}/name-servers`, { token, body: { ...body, confirm: true } });
    expect(insisted.status, JSON.stringify(insisted.body)).toBe(200);
    expect(simulator().domain(name)!.nameServers).toEqual([{ host: `ns1.${name}`, addresses: ['127.0.0.1', '2001:db8::53'] }, { host: 'ns2.not-resolving.invalid' }]);
    expect(published('domain.name-servers-changed', domainId).at(-1)!.data).toMatchObject({ unanswering: ['ns2.not-resolving.invalid'] });
  });

  it("switching away from the product's servers removes the DS records at the registry in the same update", async () => {
    const { token, name, domainId } = await ownerWithDomain('ds-switch');
    const ds = { keyTag: 12345, algorithm: 13, digestType: 2, digest: 'AB'.repeat(32) };
    await registryClient().updateDomain(name, { addDsRecords: [ds] });
    const before = await portal.call('GET', `/domains/${domainId}/name-servers`, { token });
    expect(before.body.data.ds_records_count).toBe(1);

    simulator().clearCommandLog();
    const switched = await portal.call('PUT', `/domains/${domainId}/name-servers`, { token, body: { mode: 'custom', name_servers: answeringServers(name) } });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body.data.ds_records_count).toBe(0);
    expect(simulator().domain(name)!.dsRecords).toEqual([]);
    expect(simulator().commandCount('update')).toBe(1);
    expect(published('domain.name-servers-changed', domainId).at(-1)!.data).toMatchObject({ dsRecordsRemoved: 1 });
  });
});

describe('DNSSEC', () => {
  const rfc6605Key = { flags: 257, protocol: 3, algorithm: 13, public_key: 'GojIhhXUN/u4v54ZQqGSnyhWJwaubCvTmeexv7bR6edbkrSqQpF64cYbcB7wNcP+e+MAnLr+Wi9xMWyQLc8NAA==' };

  it("with the product's name servers: one switch signs and publishes the DS; off removes it", async () => {
    const { token, name, domainId } = await ownerWithDomain('signing');
    const refused = await portal.call('PUT', `/domains/${domainId}/dnssec`, { token, language: 'en', body: { enabled: true, understood: false } });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ understood: 'Confirm that you understand what a DNSSEC change does.' });

    const on = await portal.call('PUT', `/domains/${domainId}/dnssec`, { token, body: { enabled: true, understood: true } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.data).toMatchObject({ name_server_mode: 'product', signing: true });
    expect(on.body.data.ds_records).toHaveLength(1);
    // The DS at the registry is the one of the key the DNS host signs with.
    const signingKey = (await hostedZone(name))!.dnssec!;
    expect(simulator().domain(name)!.dsRecords).toEqual([{ ...signingKey.ds, digest: signingKey.ds.digest.toUpperCase() }]);
    expect(on.body.data.ds_records[0]).toMatchObject({ key_tag: signingKey.ds.keyTag, algorithm: signingKey.ds.algorithm, digest_type: signingKey.ds.digestType });

    // A hand-made DS has no place beside the product's signing.
    const manual = await portal.call('POST', `/domains/${domainId}/dnssec/ds-records`, { token, body: { source: 'dnskey', understood: true, dnskey: rfc6605Key } });
    expect(manual.status).toBe(409);
    expect(manual.body.error.code).toBe('ds_records_require_custom_name_servers');

    const off = await portal.call('PUT', `/domains/${domainId}/dnssec`, { token, body: { enabled: false, understood: true } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data).toMatchObject({ signing: false, ds_records: [] });
    expect(simulator().domain(name)!.dsRecords).toEqual([]);
    expect((await hostedZone(name))!.dnssec).toBeNull();
    expect(published('domain.dnssec-changed', domainId).map((event) => (event.data as { change: string }).change)).toEqual(['signing-on', 'signing-off']);
  });

  it('signing on, then custom name servers: the DS goes and signing stops', async () => {
    const { token, name, domainId } = await ownerWithDomain('signed-away');
    expect((await portal.call('PUT', `/domains/${domainId}/dnssec`, { token, body: { enabled: true, understood: true } })).status).toBe(200);
    expect(simulator().domain(name)!.dsRecords).toHaveLength(1);
    const switched = await portal.call('PUT', `/domains/${domainId}/name-servers`, { token, body: { mode: 'custom', name_servers: answeringServers(name) } });
    expect(switched.status).toBe(200);
    expect(simulator().domain(name)!.dsRecords).toEqual([]);
    const dnssec = await portal.call('GET', `/domains/${domainId}/dnssec`, { token });
    expect(dnssec.body.data).toMatchObject({ name_server_mode: 'custom', signing: false, ds_records: [] });
    expect((await hostedZone(name))!.dnssec).toBeNull();
  });

  it('with custom name servers: DS records added as such or computed from a DNSKEY, and removed', async () => {
    const { token, name, domainId } = await ownerWithDomain('ds');
    expect((await portal.call('PUT', `/domains/${domainId}/name-servers`, { token, body: { mode: 'custom', name_servers: answeringServers(name) } })).status).toBe(200);
    const signing = await portal.call('PUT', `/domains/${domainId}/dnssec`, { token, body: { enabled: true, understood: true } });
    expect(signing.status).toBe(409);
    expect(signing.body.error.code).toBe('dnssec_requires_product_name_servers');

    const ds = { key_tag: 2371, algorithm: 13, digest_type: 2, digest: 'ab'.repeat(32) };
    const added = await portal.call('POST', `/domains/${domainId}/dnssec/ds-records`, { token, body: { source: 'ds', understood: true, ds } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const fromKey = await portal.call('POST', `/domains/${domainId}/dnssec/ds-records`, { token, body: { source: 'dnskey', understood: true, dnskey: rfc6605Key } });
    expect(fromKey.status, JSON.stringify(fromKey.body)).toBe(201);
    const computed = dsFromDnskey(name, { flags: 257, protocol: 3, algorithm: 13, publicKey: rfc6605Key.public_key });
    expect(computed.keyTag).toBe(55648);
    expect(simulator().domain(name)!.dsRecords).toEqual([
      { keyTag: 2371, algorithm: 13, digestType: 2, digest: 'AB'.repeat(32) },
      { keyTag: 55648, algorithm: 13, digestType: 2, digest: computed.digest },
    ]);

    const wrong = await portal.call('POST', `/domains/${domainId}/dnssec/ds-records`, {
      token,
      language: 'en',
      body: { source: 'ds', understood: true, ds: { ...ds, digest_type: 1 } },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toEqual({ 'ds.digest': 'The digest must be hexadecimal: 40 characters for SHA-1, 64 for SHA-256, 96 for SHA-384.' });

    const id = fromKey.body.data.ds_records.find((record: { key_tag: number }) => record.key_tag === 55648).id as string;
    expect((await portal.call('DELETE', `/domains/${domainId}/dnssec/ds-records/${id}`, { token })).status).toBe(422);
    const removed = await portal.call('DELETE', `/domains/${domainId}/dnssec/ds-records/${id}?understood=true`, { token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data.ds_records.map((record: { key_tag: number }) => record.key_tag)).toEqual([2371]);
    expect(
      simulator()
        .domain(name)!
        .dsRecords.map((record) => record.keyTag),
    ).toEqual([2371]);
    expect((await portal.call('DELETE', `/domains/${domainId}/dnssec/ds-records/${id}?understood=true`, { token })).status).toBe(404);

    // Back to the product's servers: the owner's DS records do not fit its keys and go.
    expect((await portal.call('PUT', `/domains/${domainId}/name-servers`, { token, body: { mode: 'product' } })).status).toBe(200);
    expect(simulator().domain(name)!.dsRecords).toEqual([]);
  });
});

describe('contacts', () => {
  const contact = (overrides: Record<string, unknown> = {}) => ({
    owner_type: 'person',
    first_name: 'Jóhanna',
    last_name: 'Dam',
    street: 'Vágsbotnur 3',
    postal_code: '100',
    town: 'Tórshavn',
    country_code: 'FO',
    phone_code: '+298',
    phone_number: '212121',
    email: 'johanna@example.fo',
    resident: true,
    ...overrides,
  });

  it("start as the owner's profile for all four", async () => {
    const { token, email, domainId } = await ownerWithDomain('profile');
    const answer = await portal.call('GET', `/domains/${domainId}/contacts`, { token });
    expect(answer.status).toBe(200);
    const profile = {
      owner_type: 'person',
      first_name: 'Anna',
      last_name: 'Útlendingur',
      company: '',
      street: 'Main Street 1',
      postal_code: '1000',
      town: 'Copenhagen',
      state: '',
      country_code: 'DK',
      phone_code: '+45',
      phone_number: '12345678',
      email,
      vat_number: '',
      v_number: '',
      resident: false,
    };
    expect(answer.body.data).toEqual({
      source: 'profile',
      same_for_all: true,
      registrant: profile,
      admin: profile,
      tech: profile,
      billing: profile,
      can_change_registrant: true,
      registration_locked: false,
    });
  });

  it("saves other admin, tech and billing contacts at the registry; the owner's shared registrant object is not touched", async () => {
    const { token, name, domainId } = await ownerWithDomain('contacts');
    const registrantId = simulator().domain(name)!.registrantId!;
    const profileName = simulator().contact(registrantId)!.name;
    const current = (await portal.call('GET', `/domains/${domainId}/contacts`, { token })).body.data;
    const { registrant } = current;
    const admin = contact();
    const tech = contact({ first_name: 'Tekniski', last_name: 'Stuðul', email: 'tech@example.fo', owner_type: 'company', company: 'Net Sp/f', v_number: '123456' });

    const saved = await portal.call('PUT', `/domains/${domainId}/contacts`, { token, body: { same_for_all: false, registrant, admin, tech, billing: registrant } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ source: 'saved', same_for_all: false, admin: { email: 'johanna@example.fo' }, tech: { company: 'Net Sp/f' } });

    const atRegistry = simulator().domain(name)!;
    expect(atRegistry.registrantId).toBe(registrantId);
    const idOf = (type: string) => atRegistry.contacts.find((entry) => entry.type === type)!.id;
    expect(idOf('billing')).toBe(registrantId);
    expect(idOf('admin')).toMatch(/^ODA[0-9A-F]{13}$/);
    expect(simulator().contact(idOf('admin'))).toMatchObject({ name: 'Jóhanna Dam', email: 'johanna@example.fo', phone: '+298.212121', countryCode: 'FO', city: 'Tórshavn' });
    expect(simulator().contact(idOf('tech'))).toMatchObject({ name: 'Tekniski Stuðul', organization: 'Net Sp/f' });
    expect(atRegistry.contacts).toHaveLength(3);

    // A new registrant gets the domain's own contact object; the shared one keeps the profile.
    const moved = await portal.call('PUT', `/domains/${domainId}/contacts`, {
      token,
      body: { same_for_all: true, registrant: contact({ first_name: 'Nýggj', last_name: 'Eigari' }) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = simulator().domain(name)!;
    expect(after.registrantId).toMatch(/^ODR[0-9A-F]{13}$/);
    expect(simulator().contact(after.registrantId!)!.name).toBe('Nýggj Eigari');
    expect(after.contacts.map((entry) => entry.id)).toEqual([after.registrantId, after.registrantId, after.registrantId]);
    expect(simulator().contact(registrantId)!.name).toBe(profileName);
    expect((await portal.call('GET', `/domains/${domainId}/contacts`, { token })).body.data).toMatchObject({
      source: 'saved',
      same_for_all: true,
      billing: { first_name: 'Nýggj' },
    });
    expect(published('domain.contacts-changed', domainId).map((event) => (event.data as { roles: string[] }).roles)).toEqual([
      ['admin', 'tech'],
      ['registrant', 'admin', 'tech', 'billing'],
    ]);
  });

  it('needs all four filled unless the same information is used for all', async () => {
    const { token, domainId } = await ownerWithDomain('missing');
    const missing = await portal.call('PUT', `/domains/${domainId}/contacts`, {
      token,
      language: 'en',
      body: { same_for_all: false, registrant: contact(), admin: contact({ email: 'not-an-address' }), tech: contact() },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields).toEqual({ 'admin.email': 'Please enter a valid email address', billing: 'This is a required field.' });
    const company = await portal.call('PUT', `/domains/${domainId}/contacts`, {
      token,
      language: 'en',
      body: { same_for_all: true, registrant: contact({ owner_type: 'company' }) },
    });
    expect(company.body.error.fields).toEqual({ 'registrant.company': 'Enter the company name.', 'registrant.v_number': 'A Faroese company needs its V-number.' });
  });
});

describe('locks and the transfer code', () => {
  it('a new domain starts with the transfer lock on, at the registry and in the portal; it is lifted and set at once', async () => {
    const { token, name, domainId } = await ownerWithDomain('transfer-lock');
    // Registrars lock by default: the registration set it (docs/decisions/README.md).
    expect(simulator().domain(name)!.statuses).toEqual(['clientTransferProhibited']);
    expect((await portal.call('GET', `/domains/${domainId}`, { token })).body.data.transfer_lock).toBe(true);
    expect((await portal.call('GET', `/domains/${domainId}/locks`, { token })).body.data.transfer_lock).toBe(true);
    const off = await portal.call('PUT', `/domains/${domainId}/transfer-lock`, { token, body: { locked: false } });
    expect(off.body.data).toEqual({ transfer_lock: false, registration_lock: 'unlocked', unlock_requested_at: null });
    expect(simulator().domain(name)!.statuses).toEqual([]);
    const on = await portal.call('PUT', `/domains/${domainId}/transfer-lock`, { token, body: { locked: true } });
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ transfer_lock: true, registration_lock: 'unlocked', unlock_requested_at: null });
    expect(simulator().domain(name)!.statuses).toEqual(['clientTransferProhibited']);
    // The code is shown with the lock on too.
    const code = await portal.call('GET', `/domains/${domainId}/transfer-code`, { token });
    expect(code.body.data.transfer_code).toBe(simulator().domain(name)!.authInfo);
    expect((await portal.call('PUT', `/domains/${domainId}/transfer-lock`, { token, body: { locked: false } })).body.data.transfer_lock).toBe(false);
    expect(simulator().domain(name)!.statuses).toEqual([]);
    expect((await portal.call('GET', `/domains/${domainId}`, { token })).body.data.transfer_lock).toBe(false);
  });

  it('a new transfer code replaces the old one at the registry', async () => {
    const { token, name, domainId } = await ownerWithDomain('code');
    const old = (await portal.call('GET', `/domains/${domainId}/transfer-code`, { token })).body.data.transfer_code as string;
    const renewed = await portal.call('POST', `/domains/${domainId}/transfer-code`, { token });
    expect(renewed.status).toBe(200);
    const code = renewed.body.data.transfer_code as string;
    expect(code).toMatch(/^[\w-]{16}$/);
    expect(code).not.toBe(old);
    expect(simulator().domain(name)!.authInfo).toBe(code);
    expect(published('domain.transfer-code-renewed', domainId)).toHaveLength(1);
    expect(JSON.stringify(published('domain.transfer-code-renewed', domainId))).not.toContain(code);
  });

  it('the registration lock holds at once, blocks every change with the reason, and lifts only when the registry confirms', async () => {
    const { token, name, domainId } = await ownerWithDomain('registration-lock');
    const locked = await portal.call('PUT', `/domains/${domainId}/registration-lock`, { token, body: { locked: true } });
    expect(locked.status).toBe(200);
    expect(locked.body.data.registration_lock).toBe('locked');
    expect(simulator().domain(name)!.statuses.sort()).toEqual(['clientDeleteProhibited', 'clientTransferProhibited', 'clientUpdateProhibited']);

    simulator().clearCommandLog();
    const refusals = await Promise.all([
      portal.call('PUT', `/domains/${domainId}/name-servers`, { token, language: 'fo', body: { mode: 'custom', name_servers: answeringServers(name) } }),
      portal.call('PUT', `/domains/${domainId}/contacts`, {
        token,
        language: 'fo',
        body: { same_for_all: true, registrant: { ...(await portal.call('GET', `/domains/${domainId}/contacts`, { token })).body.data.registrant, town: 'Klaksvík' } },
      }),
      portal.call('PUT', `/domains/${domainId}/transfer-lock`, { token, language: 'fo', body: { locked: true } }),
      portal.call('POST', `/domains/${domainId}/transfer-code`, { token, language: 'fo' }),
      portal.call('PUT', `/domains/${domainId}/dnssec`, { token, language: 'fo', body: { enabled: true, understood: true } }),
    ]);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(409);
      expect(refusal.body.error).toEqual({ code: 'domain_locked', message: 'Økisnavnið er læst við skrásetingarlásinum. Lat lásin upp fyrst.' });
    }
    expect(simulator().commandCount('update')).toBe(0);
    expect((await portal.call('GET', `/domains/${domainId}/name-servers`, { token })).body.data.registration_locked).toBe(true);

    // Unlocking is a request: the registry is asked, the lock shows "requested" until the registry's state says it is gone.
    const requested = await portal.call('PUT', `/domains/${domainId}/registration-lock`, { token, body: { locked: false } });
    expect(requested.status).toBe(200);
    expect(requested.body.data).toMatchObject({ registration_lock: 'unlock_requested', unlock_requested_at: expect.any(String) });
    expect((await portal.call('PUT', `/domains/${domainId}/transfer-lock`, { token, body: { locked: true } })).status).toBe(409);
    // The registry has not done it yet (statuses back, as a registry that lifts locks after its own checks would still show them).
    await registryClient().updateDomain(name, { addStatuses: ['clientUpdateProhibited'] });
    expect((await portal.call('GET', `/domains/${domainId}/locks`, { token })).body.data.registration_lock).toBe('unlock_requested');
    await registryClient().updateDomain(name, { removeStatuses: ['clientUpdateProhibited'] });
    const confirmed = await portal.call('GET', `/domains/${domainId}/locks`, { token });
    expect(confirmed.body.data).toEqual({ transfer_lock: true, registration_lock: 'unlocked', unlock_requested_at: null });
    expect((await portal.call('GET', `/domains/${domainId}`, { token })).body.data.registration_lock).toBe(false);
    expect(published('domain.registration-unlocked', domainId)).toHaveLength(1);
    expect((await portal.call('PUT', `/domains/${domainId}/transfer-lock`, { token, body: { locked: true } })).status).toBe(200);
  });
});

describe('when the registry refuses or does not answer', () => {
  it('a registry lock of its own (2304) is a 409 with the reason, and nothing changes on our side', async () => {
    const { token, name, domainId } = await ownerWithDomain('server-lock');
    // A status set at the registry, not by the portal's registration lock.
    await registryClient().updateDomain(name, { addStatuses: ['clientUpdateProhibited'] });
    const refused = await portal.call('PUT', `/domains/${domainId}/name-servers`, { token, language: 'en', body: { mode: 'custom', name_servers: answeringServers(name) } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('domain_status_prohibits');
    expect((await portal.call('GET', `/domains/${domainId}`, { token })).body.data.name_server_mode).toBe('product');
    expect(published('domain.name-servers-changed', domainId)).toEqual([]);
    await registryClient().updateDomain(name, { removeStatuses: ['clientUpdateProhibited'] });
  });

  it('a registry that does not answer is a 503 and leaves the domain as it was', async () => {
    const { token, name, domainId } = await ownerWithDomain('registry-down');
    await simulator().faults.set('down');
    try {
      const answer = await portal.call('PUT', `/domains/${domainId}/transfer-lock`, { token, body: { locked: false } });
      expect(answer.status).toBe(503);
      expect(answer.body.error.code).toBe('registry_unavailable');
    } finally {
      await simulator().faults.set('none');
    }
    expect((await portal.call('GET', `/domains/${domainId}/locks`, { token })).body.data.transfer_lock).toBe(true);
    expect(simulator().domain(name)!.statuses).toEqual(['clientTransferProhibited']);
  });
});

describe("someone else's domain", () => {
  it('is not found on every settings route, with no data, and nothing changes at the registry', async () => {
    const { name, domainId } = await ownerWithDomain('owner');
    const stranger = await newAccount(portal);
    const before = simulator().domain(name);
    simulator().clearCommandLog();
    const calls: [string, string, unknown?][] = [
      ['GET', 'name-servers'],
      ['PUT', 'name-servers', { mode: 'product' }],
      ['GET', 'dnssec'],
      ['PUT', 'dnssec', { enabled: true, understood: true }],
      ['POST', 'dnssec/ds-records', { source: 'ds', understood: true, ds: { key_tag: 1, algorithm: 13, digest_type: 2, digest: 'AB'.repeat(32) } }],
      ['DELETE', `dnssec/ds-records/1-13-2-${'AB'.repeat(32)}?understood=true`],
      ['GET', 'contacts'],
      ['PUT', 'contacts', { same_for_all: true, registrant: contact() }],
      ['GET', 'locks'],
      ['PUT', 'transfer-lock', { locked: true }],
      ['PUT', 'registration-lock', { locked: true }],
      ['GET', 'transfer-code'],
      ['POST', 'transfer-code'],
    ];
    for (const [method, path, body] of calls) {
      const answer = await portal.call(method, `/domains/${domainId}/${path}`, { token: stranger.token, language: 'en', body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual({ error: { code: 'not_found', message: 'We could not find what you were looking for.' } });
    }
    expect(simulator().commandLog.filter((entry) => entry.command !== 'info' && entry.command !== 'hello')).toEqual([]);
    expect(simulator().domain(name)).toEqual(before);
  });

  function contact() {
    return {
      owner_type: 'person',
      first_name: 'X',
      last_name: 'Y',
      street: 'Z 1',
      postal_code: '100',
      town: 'T',
      country_code: 'FO',
      phone_code: '+298',
      phone_number: '111111',
      email: 'x@example.fo',
      resident: true,
    };
  }
});

describe('a domain the registry no longer knows (deleted there before our copy heard of it)', () => {
  it('answers 409 domain_not_at_registry in the caller’s language on every settings tab, and the domain view says so: never a 500', async () => {
    const { token, name, domainId } = await ownerWithDomain('gone');
    expect(simulator().release(name)).toBe(true);

    for (const path of ['name-servers', 'dnssec', 'transfer-code']) {
      const english = await portal.call('GET', `/domains/${domainId}/${path}`, { token, language: 'en' });
      expect(english.status, `${path}: ${JSON.stringify(english.body)}`).toBe(409);
      expect(english.body.error).toEqual({ code: 'domain_not_at_registry', message: 'The registry no longer knows this domain. Please contact us.' });
    }
    const faroese = await portal.call('GET', `/domains/${domainId}/name-servers`, { token, language: 'fo' });
    expect(faroese.body.error).toEqual({ code: 'domain_not_at_registry', message: 'Skrásetingin kennir ikki hetta økisnavnið longur. Set teg í samband við okkum.' });
    const change = await portal.call('PUT', `/domains/${domainId}/transfer-lock`, { token, body: { locked: false }, language: 'en' });
    expect(change.status, JSON.stringify(change.body)).toBe(409);
    expect(change.body.error.code).toBe('domain_not_at_registry');

    const view = await portal.call('GET', `/domains/${domainId}`, { token });
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ name, registry: null, registry_error: 'domain_not_at_registry' });
  });
});
