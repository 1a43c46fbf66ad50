import { createSocket } from 'node:dgram';
import { request } from 'node:http';
import { connect } from 'node:net';
import { Resolver } from 'node:dns/promises';
import * as dnsPacket from 'dns-packet';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDomainRepository } from '#functions/adapters/dynamodb/domain-repository.ts';
import { newAccount } from './accounts.ts';
import { usePortal } from './portal.ts';
import { buyDomain } from './purchases.ts';

/**
 * DNS hosting over HTTP against the local runtime: records, zone file, forwarding; then real
 * DNS queries (UDP and TCP) to the local authoritative server and real HTTP to the redirect server.
 */
const portal = usePortal();
let owner: { token: string; userId: string };
let domain: { name: string; domainId: string };

beforeAll(async () => {
  owner = await newAccount(portal);
  domain = await buyDomain(portal, owner.token);
}, 60_000);

const records = (domainId = domain.domainId) => `/domains/${domainId}/dns-records`;
const add = (body: unknown, token = owner.token, language = 'en') => portal.call('POST', records(), { token, body, language });

/** One DNS question over UDP (or TCP) to the local server; the decoded answer. */
async function query(name: string, type: dnsPacket.RecordType, transport: 'udp' | 'tcp' = 'udp'): Promise<dnsPacket.Packet> {
  const message = dnsPacket.encode({ type: 'query', id: Math.floor(Math.random() * 65535), flags: dnsPacket.RECURSION_DESIRED, questions: [{ type, name, class: 'IN' }] });
  const { port, host } = portal.runtime.dns;
  if (transport === 'udp') {
    const socket = createSocket('udp4');
    try {
      return await new Promise((done, fail) => {
        socket.once('message', (answer) => done(dnsPacket.decode(answer)));
        socket.once('error', fail);
        socket.send(message, port, host);
        setTimeout(() => fail(new Error('no DNS answer')), 3000);
      });
    } finally {
      socket.close();
    }
  }
  return new Promise((done, fail) => {
    const socket = connect(port, host, () => socket.write(dnsPacket.streamEncode({ type: 'query', id: 7, flags: 0, questions: [{ type, name, class: 'IN' }] })));
    let received = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (received.length >= 2 && received.length >= 2 + received.readUInt16BE(0)) {
        socket.end();
        done(dnsPacket.streamDecode(received));
      }
    });
    socket.on('error', fail);
  });
}
const authoritative = (packet: dnsPacket.Packet) => Boolean((packet.flags ?? 0) & dnsPacket.AUTHORITATIVE_ANSWER);
const rcode = (packet: dnsPacket.Packet) => (packet as { rcode?: string }).rcode;

describe('DNS records', () => {
  it('saves records of every type (200/201), lists them, and the DNS server answers them over UDP and TCP', async () => {
    const bodies = [
      { type: 'A', name: '@', value: '192.0.2.10', ttl: 300 },
      { type: 'AAAA', name: 'www', value: '2001:db8::10' },
      { type: 'MX', name: '@', priority: 10, value: `mail.${domain.name}` },
      { type: 'TXT', name: '@', value: `v=spf1 ${'include:_spf.example.net '.repeat(12)}-all` },
      { type: 'SRV', name: '@', service: 'sip', protocol: 'tcp', priority: 10, weight: 5, port: 5060, value: `sip.${domain.name}` },
      { type: 'CAA', name: '@', flags: 0, tag: 'issue', value: 'letsencrypt.org' },
      { type: 'NS', name: 'lab', value: 'ns1.example.net' },
      { type: 'CNAME', name: 'shop', value: 'shops.example.net.' },
    ];
    const saved = [];
    for (const body of bodies) saved.push(await add(body));
    expect(saved.map((answer) => [answer.status, answer.body.error])).toEqual(bodies.map(() => [201, undefined]));
    const txt = saved[3]!.body.data;
    expect(txt.rdata).toMatch(/^"[^"]{255}" "[^"]+"$/);

    const list = await portal.call('GET', records(), { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ domain: domain.name, limit: 100, forwarding: false });
    expect(list.body.data.records).toHaveLength(8);
    expect(list.body.data.records.find((record: { type: string }) => record.type === 'SRV')).toMatchObject({
      name: '@',
      fqdn: `_sip._tcp.${domain.name}`,
      rdata: `10 5 5060 sip.${domain.name}.`,
    });

    await portal.runtime.bus.drain();
    const mx = await query(domain.name, 'MX');
    expect(authoritative(mx)).toBe(true);
    expect(mx.answers).toEqual([expect.objectContaining({ name: domain.name, type: 'MX', ttl: 3600, data: { preference: 10, exchange: `mail.${domain.name}` } })]);
    const a = await query(domain.name, 'A', 'tcp');
    expect(a.answers).toEqual([expect.objectContaining({ type: 'A', ttl: 300, data: '192.0.2.10' })]);
    const text = await query(domain.name, 'TXT');
    expect((text.answers![0] as { data: Buffer[] }).data.map((part) => part.toString()).join('')).toBe(`v=spf1 ${'include:_spf.example.net '.repeat(12)}-all`);
    expect((await query(`_sip._tcp.${domain.name}`, 'SRV')).answers).toEqual([
      expect.objectContaining({ data: { priority: 10, weight: 5, port: 5060, target: `sip.${domain.name}` } }),
    ]);
    expect((await query(domain.name, 'CAA')).answers).toEqual([expect.objectContaining({ data: expect.objectContaining({ flags: 0, tag: 'issue', value: 'letsencrypt.org' }) })]);
    expect((await query(`www.${domain.name}`, 'AAAA')).answers).toEqual([expect.objectContaining({ data: '2001:db8::10' })]);
    // node's own resolver, pointed at the local server, sees the same.
    const resolver = new Resolver();
    resolver.setServers([`127.0.0.1:${portal.runtime.dns.port}`]);
    expect(await resolver.resolveMx(domain.name)).toEqual([expect.objectContaining({ priority: 10, exchange: `mail.${domain.name}` })]);
    expect(await resolver.resolveTxt(domain.name)).toHaveLength(1);
    // An A question for an alias answers its CNAME (the target is outside the zone).
    expect((await query(`shop.${domain.name}`, 'A')).answers).toEqual([expect.objectContaining({ type: 'CNAME', data: 'shops.example.net' })]);

    // SOA and NS at the apex, the NS TTL from the settings; NXDOMAIN and NODATA with the SOA.
    const ns = await query(domain.name, 'NS');
    expect(ns.answers!.map((answer) => (answer as { data: string }).data)).toEqual(['ns1.okisnavn.fo', 'ns2.okisnavn.fo']);
    expect(ns.answers!.every((answer) => (answer as { ttl?: number }).ttl === 3600)).toBe(true);
    const soa = await query(domain.name, 'SOA');
    expect(soa.answers).toEqual([expect.objectContaining({ type: 'SOA', data: expect.objectContaining({ mname: 'ns1.okisnavn.fo', rname: 'hostmaster.okisnavn.fo' }) })]);
    const missing = await query(`nothing.${domain.name}`, 'A');
    expect([rcode(missing), authoritative(missing), missing.answers, missing.authorities?.[0]?.type]).toEqual(['NXDOMAIN', true, [], 'SOA']);
    const nodata = await query(`www.${domain.name}`, 'MX');
    expect([rcode(nodata), nodata.answers, nodata.authorities?.[0]?.type]).toEqual(['NOERROR', [], 'SOA']);
    // A delegated name is referred to its servers; a zone we do not host is refused.
    const referral = await query(`host.lab.${domain.name}`, 'A');
    expect([authoritative(referral), referral.authorities?.map((record) => (record as { data: string }).data)]).toEqual([false, ['ns1.example.net']]);
    expect(rcode(await query('example.com', 'A'))).toBe('REFUSED');
  });

  it('changes and deletes a record; the DNS server follows', async () => {
    const created = await add({ type: 'A', name: 'api', value: '192.0.2.20' });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const changed = await portal.call('PUT', `${records()}/${id}`, { token: owner.token, body: { type: 'A', name: 'api', value: '192.0.2.21', ttl: 120 } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id, value: '192.0.2.21', ttl: 120 });
    await portal.runtime.bus.drain();
    expect((await query(`api.${domain.name}`, 'A')).answers).toEqual([expect.objectContaining({ ttl: 120, data: '192.0.2.21' })]);
    expect((await portal.call('DELETE', `${records()}/${id}`, { token: owner.token })).status).toBe(204);
    await portal.runtime.bus.drain();
    expect(rcode(await query(`api.${domain.name}`, 'A'))).toBe('NXDOMAIN');
    expect((await portal.call('DELETE', `${records()}/${id}`, { token: owner.token })).status).toBe(404);
  });

  it("refuses invalid records with 422 and a message per field, in the caller's language", async () => {
    const english = await add({ type: 'A', name: 'ø', value: '300.1.1.1', ttl: 5 });
    expect(english.status).toBe(422);
    expect(english.body.error).toMatchObject({
      code: 'validation_failed',
      fields: {
        name: expect.stringMatching(/letters a–z/),
        value: 'Please enter a valid IPv4 address.',
        ttl: 'The lifetime must be between 60 seconds and 604800 (a week). Leave it empty for 3600 (an hour).',
      },
    });
    const faroese = await add({ type: 'AAAA', name: '@', value: '2001:db8::zz' }, owner.token, 'fo');
    expect(faroese.body.error.fields).toEqual({ value: 'Vinaliga skriva eina rætta IPv6-adressu.' });
    const srv = await add({ type: 'SRV', name: '@', service: 'sip', protocol: 'tcp', priority: 1, weight: 1, port: 70000, value: 'x.example.net' });
    expect(srv.body.error.fields).toEqual({ port: 'The number must be between 0 and 65535.' });
    const caa = await add({ type: 'CAA', name: '@', flags: 0, tag: 'policy', value: 'x' });
    expect(caa.body.error.fields).toEqual({ tag: 'Choose issue, issuewild or iodef.' });
    expect((await add({ type: 'CNAME', name: '@', value: 'example.net' })).body.error.fields).toEqual({
      name: 'A CNAME cannot be on the domain itself (@). Use an A or AAAA record there, or put the CNAME on a name below it, e.g. www.',
    });
    expect((await add({ type: 'NS', name: '@', value: 'ns.example.net' })).body.error.fields).toEqual({ name: expect.stringMatching(/only for names below/) });
    expect((await add({ type: 'A', name: 'a.example.net.', value: '192.0.2.1' })).body.error.fields).toEqual({ name: 'The name must be inside the domain.' });
    expect((await add({ type: 'A', name: `${'a'.repeat(61)}.${'b'.repeat(61)}.${'c'.repeat(61)}.${'d'.repeat(61)}`, value: '192.0.2.1' })).body.error.fields).toEqual({
      name: 'The full name can be at most 255 characters.',
    });
  });

  it('refuses a CNAME beside another record of the same name, and a record beside a CNAME', async () => {
    expect((await add({ type: 'TXT', name: 'mixed', value: 'hello' })).status).toBe(201);
    const cname = await add({ type: 'CNAME', name: 'mixed', value: 'example.net' });
    expect(cname.status).toBe(422);
    expect(cname.body.error.fields).toEqual({ name: 'A CNAME must stand alone: this name already has other records. Delete them first, or use another name.' });
    expect((await add({ type: 'CNAME', name: 'alias', value: 'example.net' })).status).toBe(201);
    expect((await add({ type: 'MX', name: 'alias', priority: 1, value: 'mx.example.net' })).body.error.fields).toEqual({
      name: 'A CNAME must stand alone: this name already has other records. Delete them first, or use another name.',
    });
  });

  it('another user gets 404 for everything of the domain, and sees nothing of it', async () => {
    const stranger = await newAccount(portal);
    for (const [method, path, body] of [
      ['GET', records(), undefined],
      ['POST', records(), { type: 'A', name: 'x', value: '192.0.2.1' }],
      ['GET', `/domains/${domain.domainId}/zone-file`, undefined],
      ['POST', `/domains/${domain.domainId}/zone-file/import`, { zone_file: 'x A 192.0.2.1', apply: true }],
      ['GET', `/domains/${domain.domainId}/forwarding`, undefined],
      ['PUT', `/domains/${domain.domainId}/forwarding`, { url: 'https://example.net' }],
      ['DELETE', `/domains/${domain.domainId}/forwarding`, undefined],
    ] as const) {
      const answer = await portal.call(method, path, { token: stranger.token, body });
      expect([method, path, answer.status, answer.body.error.code]).toEqual([method, path, 404, 'not_found']);
    }
  });
});

describe('change sets', () => {
  const changeSets = () => `/domains/${domain.domainId}/dns-change-sets`;
  const listed = async () => (await portal.call('GET', records(), { token: owner.token })).body.data as { version: number; records: { id: string; name: string; type: string }[] };

  it("saves nothing of a change set with one bad record, and names its field in the caller's language", async () => {
    const before = await listed();
    const changes = [
      { action: 'add', record: { type: 'A', name: 'cs-www', value: '192.0.2.30' } },
      { action: 'add', record: { type: 'TXT', name: 'cs-www', value: 'kept only with the rest' } },
      { action: 'add', record: { type: 'MX', name: 'cs-www', priority: 10, value: '192.0.2.30' } },
    ];
    const refused = await portal.call('POST', changeSets(), { token: owner.token, body: { changes, apply: true }, language: 'en' });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'validation_failed',
      fields: { 'changes.2.record.value': 'Enter a host name, not an IP address. Put the address in an A or AAAA record (e.g. for mail.example.fo) and enter that name here.' },
    });
    // Within the set: an MX whose target the same set makes a CNAME; in Faroese.
    const alias = await portal.call('POST', changeSets(), {
      token: owner.token,
      language: 'fo',
      body: {
        apply: true,
        changes: [
          { action: 'add', record: { type: 'CNAME', name: 'cs-mail', value: 'mail.example.net' } },
          { action: 'add', record: { type: 'MX', name: 'cs-www', priority: 10, value: `cs-mail.${domain.name}.` } },
        ],
      },
    });
    expect(alias.status).toBe(422);
    expect(alias.body.error.fields).toEqual({ 'changes.1.record.value': expect.stringMatching(/^Hetta navnið er ein CNAME í tíni sónu/) });
    const after = await listed();
    expect([after.version, after.records.length]).toEqual([before.version, before.records.length]);
    expect(after.records.some((record) => record.name.startsWith('cs-'))).toBe(false);
    await portal.runtime.bus.drain();
    expect(rcode(await query(`cs-www.${domain.name}`, 'A'))).toBe('NXDOMAIN');
  });

  it('previews a change set, then saves it whole as one version; the DNS server answers it; a stale version is 409', async () => {
    const start = await listed();
    const body = {
      changes: [
        { action: 'add', record: { type: 'A', name: 'cs-host', value: '192.0.2.31', ttl: 300 } },
        { action: 'add', record: { type: 'AAAA', name: 'cs-host', value: '2001:0DB8:0:0:0:0:0:31' } },
        { action: 'add', record: { type: 'TXT', name: 'cs-host', value: 'x'.repeat(300) } },
        { action: 'add', record: { type: 'MX', name: 'cs-host', priority: 5, value: `cs-host.${domain.name}.` } },
      ],
      version: start.version,
    };
    const preview = await portal.call('POST', changeSets(), { token: owner.token, body });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ applied: false, version: start.version, changed: [], removed: [] });
    expect(preview.body.data.added.map((record: { type: string; value: string }) => [record.type, record.value])).toEqual([
      ['A', '192.0.2.31'],
      ['AAAA', '2001:db8::31'],
      ['TXT', 'x'.repeat(300)],
      ['MX', `cs-host.${domain.name}`],
    ]);
    expect((await listed()).version).toBe(start.version);

    const applied = await portal.call('POST', changeSets(), { token: owner.token, body: { ...body, apply: true } });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ applied: true, version: start.version + 1 });
    await portal.runtime.bus.drain();
    expect((await query(`cs-host.${domain.name}`, 'AAAA')).answers).toEqual([expect.objectContaining({ data: '2001:db8::31' })]);
    const text = await query(`cs-host.${domain.name}`, 'TXT');
    expect((text.answers![0] as { data: Buffer[] }).data.map((part) => part.length)).toEqual([255, 45]);
    expect((await query(`cs-host.${domain.name}`, 'MX')).answers).toEqual([expect.objectContaining({ data: { preference: 5, exchange: `cs-host.${domain.name}` } })]);

    // The same version again: someone (this very set) changed the records since.
    const stale = await portal.call('POST', changeSets(), { token: owner.token, body: { ...body, apply: true } });
    expect([stale.status, stale.body.error.code]).toEqual([409, 'conflict']);

    // Change one and remove another in one set; an unknown id is named on its field.
    const saved = (await listed()).records.filter((record) => record.name === 'cs-host');
    const a = saved.find((record) => record.type === 'A')!;
    const txt = saved.find((record) => record.type === 'TXT')!;
    const unknown = await portal.call('POST', changeSets(), { token: owner.token, body: { apply: true, changes: [{ action: 'remove', id: 'no-such-record' }] }, language: 'en' });
    expect(unknown.body.error.fields).toEqual({ 'changes.0.id': 'This record no longer exists. Reload the records and try again.' });
    const second = await portal.call('POST', changeSets(), {
      token: owner.token,
      body: {
        apply: true,
        changes: [
          { action: 'change', id: a.id, record: { type: 'A', name: 'cs-host', value: '192.0.2.32', ttl: 300 } },
          { action: 'remove', id: txt.id },
        ],
      },
    });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ changed: [{ before: { value: '192.0.2.31' }, after: { value: '192.0.2.32' } }], removed: [{ id: txt.id }] });
    await portal.runtime.bus.drain();
    expect((await query(`cs-host.${domain.name}`, 'A')).answers).toEqual([expect.objectContaining({ data: '192.0.2.32' })]);
    expect((await query(`cs-host.${domain.name}`, 'TXT')).answers).toEqual([]);
  });
});

describe('zone file', () => {
  it('shows the zone in BIND format', async () => {
    const answer = await portal.call('GET', `/domains/${domain.domainId}/zone-file`, { token: owner.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ domain: domain.name, filename: `${domain.name}.zone` });
    const text = answer.body.data.zone_file as string;
    expect(text).toContain(`$ORIGIN ${domain.name}.`);
    expect(text).toMatch(/@\t\d+\tIN\tSOA\tns1\.okisnavn\.fo\. hostmaster\.okisnavn\.fo\. \( \d+ 7200 900 1209600 300 \)/);
    expect(text).toContain(`@\t3600\tIN\tMX\t10 mail.${domain.name}.`);
  });

  it('previews an import (added, changed, removed), applies it, and the DNS server serves the result', async () => {
    const own = await buyDomain(portal, owner.token);
    const path = `/domains/${own.domainId}`;
    expect((await portal.call('POST', `${path}/dns-records`, { token: owner.token, body: { type: 'A', name: 'www', value: '192.0.2.1' } })).status).toBe(201);
    expect((await portal.call('POST', `${path}/dns-records`, { token: owner.token, body: { type: 'TXT', name: 'old', value: 'remove me' } })).status).toBe(201);
    const zoneFile = [
      `$ORIGIN ${own.name}.`,
      '$TTL 1h',
      `@ IN SOA ns1.other.net. admin.other.net. ( 1 7200 900 1209600 300 )`,
      '@ IN NS ns1.other.net.',
      'www 300 IN A 192.0.2.1 ; the TTL changes',
      '@ MX 10 mail',
      '@ TXT ( "v=spf1"',
      '        " -all" )',
    ].join('\n');
    const preview = await portal.call('POST', `${path}/zone-file/import`, { token: owner.token, body: { zone_file: zoneFile, apply: false } });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      applied: false,
      unchanged: 0,
      added: [
        expect.objectContaining({ type: 'MX', value: `mail.${own.name}`, priority: 10 }),
        expect.objectContaining({ type: 'TXT', value: '"v=spf1" " -all"', rdata: '"v=spf1" " -all"' }),
      ],
      changed: [{ before: expect.objectContaining({ name: 'www', ttl: 3600 }), after: expect.objectContaining({ name: 'www', ttl: 300 }) }],
      removed: [expect.objectContaining({ type: 'TXT', name: 'old' })],
      ignored: [
        { line: 3, type: 'SOA' },
        { line: 4, type: 'NS' },
      ],
    });
    expect((await portal.call('GET', `${path}/dns-records`, { token: owner.token })).body.data.records).toHaveLength(2);

    const applied = await portal.call('POST', `${path}/zone-file/import`, { token: owner.token, body: { zone_file: zoneFile, apply: true } });
    expect(applied.body.data.applied).toBe(true);
    const after = (await portal.call('GET', `${path}/dns-records`, { token: owner.token })).body.data.records;
    expect(after.map((record: { type: string; name: string; ttl: number }) => `${record.type} ${record.name} ${record.ttl}`).sort()).toEqual([
      'A www 300',
      'MX @ 3600',
      'TXT @ 3600',
    ]);
    await portal.runtime.bus.drain();
    expect((await query(own.name, 'MX')).answers).toEqual([expect.objectContaining({ data: { preference: 10, exchange: `mail.${own.name}` } })]);
    expect(rcode(await query(`old.${own.name}`, 'TXT'))).toBe('NXDOMAIN');
    // The same file again changes nothing.
    const again = await portal.call('POST', `${path}/zone-file/import`, { token: owner.token, body: { zone_file: zoneFile, apply: true } });
    expect(again.body.data).toMatchObject({ added: [], changed: [], removed: [], unchanged: 3 });
  });

  it('answers a zone file with errors with 422 and the line of each, saving nothing', async () => {
    const before = (await portal.call('GET', records(), { token: owner.token })).body.data.records.length;
    const answer = await portal.call('POST', `/domains/${domain.domainId}/zone-file/import`, {
      token: owner.token,
      language: 'en',
      body: { zone_file: ['ok A 192.0.2.1', 'bad A 1.2.3', 'p PTR x.example.net.', 'c CNAME a.example.net.', 'c TXT "clash"'].join('\n'), apply: true },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'zone_file_invalid',
      fields: {
        'zone_file.2': 'Please enter a valid IPv4 address.',
        'zone_file.3': expect.stringMatching(/not supported/),
        'zone_file.5': 'A CNAME must stand alone: this name already has other records. Delete them first, or use another name.',
      },
    });
    expect((await portal.call('GET', records(), { token: owner.token })).body.data.records).toHaveLength(before);
  });
});

describe('forwarding', () => {
  it('redirects the domain and www with 301 and the path kept, then 302 to the URL itself; off again', async () => {
    const own = await buyDomain(portal, owner.token);
    const path = `/domains/${own.domainId}/forwarding`;
    expect((await portal.call('GET', path, { token: owner.token })).body.data).toBeNull();
    const saved = await portal.call('PUT', path, { token: owner.token, body: { url: 'https://www.example.net/landing', status_code: 301, keep_path: true } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ url: 'https://www.example.net/landing', status_code: 301, keep_path: true, hosts: [own.name, `www.${own.name}`] });
    await portal.runtime.bus.drain();

    // Real HTTP with the Host header a browser sends for the forwarded name (fetch cannot set Host).
    const visit = (host: string, target = '/') =>
      new Promise<{ status: number; headers: { get(name: string): string | null } }>((done, fail) => {
        request({ host: portal.runtime.forwarding.host, port: portal.runtime.forwarding.port, path: target, headers: { host } }, (response) => {
          response.resume();
          done({ status: response.statusCode!, headers: { get: (name) => (response.headers[name] as string | undefined) ?? null } });
        })
          .on('error', fail)
          .end();
      });
    const first = await visit(own.name, '/shop/item?id=7');
    expect([first.status, first.headers.get('location')]).toEqual([301, 'https://www.example.net/landing/shop/item?id=7']);
    const www = await visit(`www.${own.name}`);
    expect([www.status, www.headers.get('location')]).toEqual([301, 'https://www.example.net/landing/']);
    // The names point at the forwarding service in DNS.
    expect((await query(own.name, 'A')).answers).toEqual([expect.objectContaining({ data: '127.0.0.1' })]);
    // While forwarding is on, an A record for www is refused, and forwarding needs those names free.
    expect((await portal.call('POST', `/domains/${own.domainId}/dns-records`, { token: owner.token, body: { type: 'A', name: 'www', value: '192.0.2.1' } })).status).toBe(422);

    expect((await portal.call('PUT', path, { token: owner.token, body: { url: 'http://example.org', status_code: 302, keep_path: false } })).status).toBe(200);
    await portal.runtime.bus.drain();
    const temporary = await visit(own.name, '/anything');
    expect([temporary.status, temporary.headers.get('location')]).toEqual([302, 'http://example.org']);

    const invalid = await portal.call('PUT', path, { token: owner.token, language: 'en', body: { url: 'ftp://example.org', status_code: 307 } });
    expect(invalid.body.error.fields).toEqual({ url: 'Please enter a valid URL.', status_code: 'Choose 301 (permanent) or 302 (temporary).' });
    expect((await portal.call('PUT', path, { token: owner.token, language: 'en', body: { url: `https://${own.name}/x` } })).body.error.fields).toEqual({
      url: 'The domain cannot forward to itself.',
    });

    expect((await portal.call('DELETE', path, { token: owner.token })).status).toBe(204);
    await portal.runtime.bus.drain();
    expect((await visit(own.name)).status).toBe(404);
    expect(rcode(await query(own.name, 'A'))).toBe('NOERROR');
    expect((await query(own.name, 'A')).answers).toEqual([]);
  });

  it('is refused while the domain or www has A, AAAA or CNAME records', async () => {
    const answer = await portal.call('PUT', `/domains/${domain.domainId}/forwarding`, { token: owner.token, body: { url: 'https://example.net' } });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('forwarding_conflicts_with_records');
  });
});

describe('custom name servers', () => {
  it("refuses records, the zone file and forwarding with the spec's message (409)", async () => {
    const own = await buyDomain(portal, owner.token);
    // Until the name-server screen lands, the switch is made in the table, as that feature will.
    const domainRepository = createDomainRepository(portal.runtime.table);
    const stored = (await domainRepository.get(own.domainId))!;
    await domainRepository.update(stored, { nameServerMode: 'custom', nameServers: ['ns1.example.net', 'ns2.example.net'] }, new Date());

    const list = await portal.call('GET', `/domains/${own.domainId}/dns-records`, { token: owner.token, language: 'en' });
    expect(list.status).toBe(409);
    expect(list.body.error).toEqual({ code: 'dns_custom_name_servers', message: "We cannot show your DNS records because you are not using the product's name servers" });
    expect((await portal.call('POST', `/domains/${own.domainId}/dns-records`, { token: owner.token, body: { type: 'A', name: '@', value: '192.0.2.1' } })).status).toBe(409);
    expect((await portal.call('GET', `/domains/${own.domainId}/zone-file`, { token: owner.token })).body.error.code).toBe('dns_custom_name_servers');
    const forwarding = await portal.call('GET', `/domains/${own.domainId}/forwarding`, { token: owner.token, language: 'en' });
    expect(forwarding.body.error).toEqual({
      code: 'forwarding_custom_name_servers',
      message: "We cannot show your forwarding because you are not using the product's name servers",
    });
  });
});
