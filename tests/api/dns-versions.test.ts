import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './accounts.ts';
import { usePortal } from './portal.ts';
import { buyDomain } from './purchases.ts';

/**
 * Versions of a domain's records (issue 31): 20 changes, a restore to the 5th and then to the
 * 20th, each checked with `dig` against the local authoritative server and with BIND's
 * `named-checkzone` on the exported zone (both from Debian's bind9-dnsutils and bind9-utils,
 * which .ci/run installs).
 */
const portal = usePortal();
const run = promisify(execFile);
let owner: { token: string; userId: string };
let domain: { name: string; domainId: string };

beforeAll(async () => {
  owner = await newAccount(portal);
  domain = await buyDomain(portal, owner.token);
}, 60_000);

const base = () => `/domains/${domain.domainId}`;
const call = (method: 'GET' | 'POST', path: string, body?: unknown) => portal.call(method, `${base()}${path}`, { token: owner.token, body, language: 'en' });

/** `dig +short` at the local server: the answers' data, sorted. */
async function dig(name: string, type: string): Promise<string[]> {
  const { stdout } = await run('dig', [
    `@${portal.runtime.dns.host}`,
    '-p',
    String(portal.runtime.dns.port),
    `${name}.${domain.name}`,
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

/** The exported zone file, checked by `named-checkzone`; answered without its SOA line (the serial is the version). */
async function checkedZone(): Promise<string> {
  const answer = await call('GET', '/zone-file');
  expect(answer.status).toBe(200);
  const text = answer.body.data.zone_file as string;
  const folder = await mkdtemp(join(tmpdir(), 'zone-'));
  try {
    const file = join(folder, `${domain.name}.zone`);
    await writeFile(file, text);
    const { stdout } = await run('named-checkzone', ['-k', 'fail', '-n', 'ignore', domain.name, file]);
    expect(stdout).toMatch(/\nOK\n?$/);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  return text
    .split('\n')
    .filter((line) => !/\tSOA\t/.test(line))
    .join('\n');
}

async function settledAt(expected: number) {
  await portal.runtime.bus.drain();
  const list = await call('GET', '/dns-versions');
  expect(list.body.data.current).toBe(expected);
}

describe('DNS versions', () => {
  it('keeps every change as a version; restores the 5th, then the 20th; dig and named-checkzone see each', async () => {
    const zones: string[] = [];
    // 20 change sets: each changes the apex TXT and adds a host; a few also remove one.
    for (let step = 1; step <= 20; step++) {
      const records = (await call('GET', '/dns-records')).body.data.records as { id: string; type: string; name: string }[];
      const txt = records.find((record) => record.type === 'TXT' && record.name === '@');
      const changes: unknown[] = [
        txt
          ? { action: 'change', id: txt.id, record: { type: 'TXT', name: '@', value: `step ${step}` } }
          : { action: 'add', record: { type: 'TXT', name: '@', value: `step ${step}` } },
        { action: 'add', record: { type: 'A', name: `h${step}`, value: `192.0.2.${step}`, ttl: 300 } },
      ];
      if (step % 7 === 0) changes.push({ action: 'remove', id: records.find((record) => record.name === `h${step - 1}`)!.id });
      const saved = await call('POST', '/dns-change-sets', { changes, apply: true });
      expect([step, saved.status]).toEqual([step, 200]);
      await settledAt(saved.body.data.version);
      zones.push(await checkedZone());
    }

    const list = await call('GET', '/dns-versions');
    expect(list.status).toBe(200);
    const versions = list.body.data.versions as { version: number; actor: string; at: string; source: string; added: number; changed: number; removed: number }[];
    expect(versions).toHaveLength(20);
    expect(versions[0]).toMatchObject({ source: 'editor', actor: expect.any(String), added: 1, changed: 1, removed: 0 });
    const oldestFirst = [...versions].reverse();
    const fifth = oldestFirst[4]!.version;
    const twentieth = oldestFirst[19]!.version;
    expect(await dig('h20', 'A')).toEqual(['192.0.2.20']);

    // The 5th as it was, and the difference between it and the 20th.
    const five = await call('GET', `/dns-versions/${fifth}`);
    expect(five.body.data.records.map((record: { name: string }) => record.name).sort()).toEqual(['@', 'h1', 'h2', 'h3', 'h4', 'h5']);

    // The restore's preview shows what it will change, and changes nothing.
    const preview = await call('POST', `/dns-versions/${fifth}/restore`, { apply: false });
    expect(preview.status).toBe(200);
    // A TXT record is known by its text: the other text is one removed and one added (as in a zone import).
    expect(preview.body.data).toMatchObject({ applied: false, added: [{ type: 'TXT', value: 'step 5' }], changed: [] });
    // h6 was removed at step 7 and h13 at step 14: h7–h20 less h13 go, and the TXT of step 20.
    expect(preview.body.data.removed.map((record: { name: string; value: string }) => `${record.name} ${record.value}`).sort()).toEqual(
      ['@ step 20', ...['h7', 'h8', 'h9', 'h10', 'h11', 'h12', 'h14', 'h15', 'h16', 'h17', 'h18', 'h19', 'h20'].map((name) => `${name} 192.0.2.${name.slice(1)}`)].sort(),
    );
    expect(await dig('h20', 'A')).toEqual(['192.0.2.20']);

    const restored = await call('POST', `/dns-versions/${fifth}/restore`, { apply: true, version: twentieth });
    expect(restored.status).toBe(200);
    expect(restored.body.data.applied).toBe(true);
    await settledAt(restored.body.data.version);
    expect(await dig('h5', 'A')).toEqual(['192.0.2.5']);
    expect(await dig('h20', 'A')).toEqual([]);
    expect(await dig('h7', 'A')).toEqual([]);
    expect(await checkedZone()).toBe(zones[4]);
    const afterRestore = (await call('GET', '/dns-versions')).body.data.versions;
    expect(afterRestore).toHaveLength(21);
    expect(afterRestore[0]).toMatchObject({ source: 'restore', restored_from: fifth, added: 1, removed: 14, changed: 0 });

    // Back to the 20th: a new version again, the zone as it was then.
    const again = await call('POST', `/dns-versions/${twentieth}/restore`, { apply: true });
    expect(again.status).toBe(200);
    await settledAt(again.body.data.version);
    expect(await dig('h20', 'A')).toEqual(['192.0.2.20']);
    expect(await dig('h13', 'A')).toEqual([]);
    expect(await checkedZone()).toBe(zones[19]);
    expect((await call('GET', '/dns-versions')).body.data.versions[0]).toMatchObject({ source: 'restore', restored_from: twentieth, added: 14, removed: 1, changed: 0 });

    // Restoring what is there already changes nothing; a version not kept is 404; a stale version 409.
    const nothing = await call('POST', `/dns-versions/${twentieth}/restore`, { apply: true });
    expect(nothing.body.data).toMatchObject({ applied: false, added: [], changed: [], removed: [] });
    expect((await call('GET', '/dns-versions/9999')).status).toBe(404);
    expect((await call('POST', '/dns-versions/x/restore', { apply: false })).status).toBe(404);
    expect((await call('POST', `/dns-versions/${fifth}/restore`, { apply: true, version: fifth })).status).toBe(409);
    // 20 change sets, each waited for at the DNS server and checked by named-checkzone: 8–20 s on 2 shared cores.
  }, 90_000);
});
