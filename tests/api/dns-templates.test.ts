import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './accounts.ts';
import { usePortal } from './portal.ts';
import { buyDomain } from './purchases.ts';

/**
 * A service template end to end (issue 31): Microsoft 365 (with its DKIM selectors) applied through the change-set route
 * to a domain with another provider's MX and an SPF record: the preview's diff, notes and
 * warning, the version it makes, the records the local authoritative server answers (`dig`),
 * applying twice changing nothing, and taking it off restoring the records.
 */
const portal = usePortal();
const run = promisify(execFile);
let owner: { token: string; userId: string };
let domain: { name: string; domainId: string };

beforeAll(async () => {
  owner = await newAccount(portal);
  domain = await buyDomain(portal, owner.token);
}, 60_000);

const call = (method: 'GET' | 'POST', path: string, body?: unknown, language: 'en' | 'fo' = 'en') =>
  portal.call(method, `/domains/${domain.domainId}${path}`, { token: owner.token, body, language });

async function dig(name: string, type: string): Promise<string[]> {
  const { stdout } = await run('dig', [
    `@${portal.runtime.dns.host}`,
    '-p',
    String(portal.runtime.dns.port),
    name === '@' ? domain.name : `${name}.${domain.name}`,
    type,
    '+short',
    '+norecurse',
    '+time=3',
    '+tries=1',
  ]);
  return stdout
    .split('\n')
    .filter((line) => line !== '')
    .sort();
}

async function settled(version: number) {
  await portal.runtime.bus.drain();
  expect((await call('GET', '/dns-versions')).body.data.current).toBe(version);
}

type Listed = { type: string; name: string; value: string; ttl: number; priority: number | null };
const records = async () =>
  ((await call('GET', '/dns-records')).body.data.records as Listed[])
    .map((record) => `${record.name} ${record.type} ${record.priority ?? ''} ${record.value} ${record.ttl}`)
    .sort();

const microsoft = { id: 'microsoft.com.o365', variables: { verification: 'MS=ms12345678', tenant: 'Contoso' } };
const dashes = () => domain.name.replace(/\./g, '-');

describe('service templates', () => {
  it('Microsoft 365: previewed as a diff with its conflicts, applied as one version, answered by the DNS server, twice is nothing, taken off restores the records', async () => {
    const start = await call('POST', '/dns-change-sets', {
      changes: [
        { action: 'add', record: { type: 'MX', name: '@', priority: 10, value: 'mx.other-provider.net' } },
        { action: 'add', record: { type: 'TXT', name: '@', value: 'v=spf1 include:spf.other-provider.net ~all' } },
      ],
      apply: true,
    });
    expect(start.status).toBe(200);
    const before = await records();

    // The preview: what is added, the SPF record merged (changed), the other MX deleted, why, and the warning.
    const preview = await call('POST', '/dns-change-sets', { template: microsoft });
    expect(preview.status).toBe(200);
    const diff = preview.body.data;
    expect(diff.applied).toBe(false);
    expect(diff.added.map((record: Listed) => `${record.name} ${record.type} ${record.value}`).sort()).toEqual(
      [
        `@ MX ${dashes()}.mail.protection.outlook.com`,
        '@ TXT MS=ms12345678',
        'autodiscover CNAME autodiscover.outlook.com',
        `selector1._domainkey CNAME selector1-${dashes()}._domainkey.contoso.onmicrosoft.com`,
        `selector2._domainkey CNAME selector2-${dashes()}._domainkey.contoso.onmicrosoft.com`,
      ].sort(),
    );
    expect(diff.changed).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ value: 'v=spf1 include:spf.other-provider.net ~all' }),
        after: expect.objectContaining({ value: 'v=spf1 include:spf.other-provider.net include:spf.protection.outlook.com ~all' }),
      }),
    ]);
    expect(diff.removed).toEqual([expect.objectContaining({ type: 'MX', value: 'mx.other-provider.net' })]);
    expect(diff.notes).toEqual(
      expect.arrayContaining([
        { key: 'mx_replaced', name: '@', values: ['MX 10 mx.other-provider.net'] },
        { key: 'spf_merged', name: '@', values: ['v=spf1 include:spf.other-provider.net include:spf.protection.outlook.com ~all'] },
      ]),
    );
    expect(diff.warnings).toEqual(['mail']);
    expect(await records()).toEqual(before);

    const applied = await call('POST', '/dns-change-sets', { template: microsoft, apply: true, version: diff.version });
    expect(applied.status).toBe(200);
    expect(applied.body.data.applied).toBe(true);
    await settled(applied.body.data.version);
    expect(await dig('@', 'MX')).toEqual([`0 ${dashes()}.mail.protection.outlook.com.`]);
    expect(await dig('@', 'TXT')).toEqual(['"MS=ms12345678"', '"v=spf1 include:spf.other-provider.net include:spf.protection.outlook.com ~all"']);
    expect(await dig('autodiscover', 'CNAME')).toEqual(['autodiscover.outlook.com.']);
    expect(await dig('selector1._domainkey', 'CNAME')).toEqual([`selector1-${dashes()}._domainkey.contoso.onmicrosoft.com.`]);
    expect(await dig('selector2._domainkey', 'CNAME')).toEqual([`selector2-${dashes()}._domainkey.contoso.onmicrosoft.com.`]);
    const versions = (await call('GET', '/dns-versions')).body.data.versions;
    expect(versions[0]).toMatchObject({ source: 'template', template: { id: 'microsoft.com.o365', action: 'apply' }, added: 5, changed: 1, removed: 1 });
    expect((await call('GET', '/dns-records')).body.data.templates).toEqual([microsoft]);

    // Twice changes nothing and keeps no version.
    const again = await call('POST', '/dns-change-sets', { template: microsoft, apply: true });
    expect(again.body.data).toMatchObject({ applied: false, added: [], changed: [], removed: [], version: applied.body.data.version });

    // Taken off as one change: its records, its SPF include, and the MX it replaced back.
    const off = await call('POST', '/dns-change-sets', { template: { id: 'microsoft.com.o365', remove: true }, apply: true });
    expect(off.status).toBe(200);
    await settled(off.body.data.version);
    expect(await records()).toEqual(before);
    expect(await dig('@', 'MX')).toEqual(['10 mx.other-provider.net.']);
    expect(await dig('@', 'TXT')).toEqual(['"v=spf1 include:spf.other-provider.net ~all"']);
    expect(await dig('autodiscover', 'CNAME')).toEqual([]);
    expect(await dig('selector1._domainkey', 'CNAME')).toEqual([]);
    expect((await call('GET', '/dns-versions')).body.data.versions[0]).toMatchObject({ source: 'template', template: { id: 'microsoft.com.o365', action: 'remove' } });
    expect((await call('GET', '/dns-records')).body.data.templates).toEqual([]);
    expect((await call('POST', '/dns-change-sets', { template: { id: 'microsoft.com.o365', remove: true } })).status).toBe(404);
  }, 60_000);

  it('refuses a wrong value at its variable, an unknown template, and a template with other changes, in the user’s language', async () => {
    const wrong = await call('POST', '/dns-change-sets', { template: { id: 'microsoft.com.o365', variables: { verification: '12345678' } } }, 'fo');
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toEqual({ 'template.variables.verification': expect.stringContaining('formi') });
    const tenant = await call('POST', '/dns-change-sets', {
      template: { id: 'microsoft.com.o365', variables: { verification: 'MS=ms12345678', tenant: 'contoso.onmicrosoft.com' } },
    });
    expect(tenant.status).toBe(422);
    expect(tenant.body.error.fields).toEqual({
      'template.variables.tenant': 'This is not in the form the service gives. Copy it exactly as the service shows it (see the example).',
    });
    const unknown = await call('POST', '/dns-change-sets', { template: { id: 'nobody.example.x' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields).toEqual({ 'template.id': 'There is no such service to set up. Choose one from the list.' });
    const both = await call('POST', '/dns-change-sets', { template: microsoft, changes: [{ action: 'remove', id: 'x' }] });
    expect(both.status).toBe(422);
    expect(both.body.error.fields).toEqual({ changes: 'Set up a service on its own: save your other changes separately.' });
  });
});

describe('where a version came from', () => {
  it('the e-mail authentication wizard’s saves are its own in the versions; the editor’s and a template’s theirs; a wrong source is refused', async () => {
    const wizard = await call('POST', '/dns-change-sets', {
      changes: [{ action: 'add', record: { type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=none; rua=mailto:dmarc@example.net' } }],
      source: 'email-authentication',
      apply: true,
    });
    expect(wizard.status).toBe(200);
    let versions = (await call('GET', '/dns-versions')).body.data.versions;
    expect(versions[0]).toMatchObject({ version: wizard.body.data.version, source: 'email-authentication', template: null, added: 1 });

    const editor = await call('POST', '/dns-change-sets', { changes: [{ action: 'add', record: { type: 'A', name: 'www', value: '192.0.2.8' } }], apply: true });
    expect(editor.status).toBe(200);
    versions = (await call('GET', '/dns-versions')).body.data.versions;
    expect(versions[0]).toMatchObject({ version: editor.body.data.version, source: 'editor', template: null });
    expect(versions[1]).toMatchObject({ version: wizard.body.data.version, source: 'email-authentication' });

    const template = await call('POST', '/dns-change-sets', { template: { id: 'letsencrypt.org.caa' }, apply: true });
    expect(template.status).toBe(200);
    expect((await call('GET', '/dns-versions')).body.data.versions[0]).toMatchObject({ source: 'template', template: { id: 'letsencrypt.org.caa', action: 'apply' } });

    const unknown = await call('POST', '/dns-change-sets', { changes: [{ action: 'remove', id: 'x' }], source: 'zone-import' }, 'fo');
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields).toEqual({ source: 'Virðið er ikki loyvt.' });
    const withTemplate = await call('POST', '/dns-change-sets', { template: { id: 'letsencrypt.org.caa' }, source: 'email-authentication' });
    expect(withTemplate.status).toBe(422);
    expect(withTemplate.body.error.fields).toEqual({ source: 'Set up a service on its own: save your other changes separately.' });
  });
});
