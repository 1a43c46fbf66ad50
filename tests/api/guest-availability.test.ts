import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { type Json, usePortal } from './portal.ts';

/**
 * A signed-out visitor's availability check (issue 26) over HTTP against the local runtime, its
 * EPP registry simulator and DynamoDB Local: no token, the signed-in search's batched check and
 * price, and a limit per client address.
 */
const portal = usePortal();
const registry = () => portal.runtime.registry;
const price = { net: 10000, vat: 2500, total: 12500 };

afterEach(async () => {
  if (registry().faults.current !== 'none') await registry().faults.set('none');
});

/**
 * `GET /guest/availability` with no token from a client address of the test's choosing: on Linux
 * every address in 127.0.0.0/8 is this host, so binding the socket to 127.0.0.x makes the local
 * gateway see that address as the source IP, as API Gateway would (sign-in-throttling.test.ts).
 */
function checkFrom(address: string, domains: string, language = 'en'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Json }> {
  const url = new URL(`${portal.runtime.url}/api/guest/availability?domains=${encodeURIComponent(domains)}`);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        localAddress: address,
        agent: false,
        headers: { accept: 'application/json', 'accept-language': language },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text ? JSON.parse(text) : undefined });
        });
        response.once('error', reject);
      },
    );
    outgoing.once('error', reject);
    outgoing.end();
  });
}

describe('GET /guest/availability (signed out)', () => {
  it('answers without a token: available, taken and not allowed, with the yearly price, in the order asked', async () => {
    registry().clearCommandLog();
    const answer = await checkFrom('127.0.0.61', 'Gestur-Navn, tinganes, føroyar');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { domain: 'gestur-navn.fo', status: 'available', reason: null, suggestion: null, price_per_year: price, alternatives: [] },
      { domain: 'tinganes.fo', status: 'taken', reason: expect.any(String), suggestion: null, price_per_year: price, alternatives: expect.arrayContaining(['tinganes-online.fo']) },
      {
        domain: 'føroyar.fo',
        status: 'not_allowed',
        reason: 'validation.domain_idn',
        suggestion: 'foroyar.fo',
        price_per_year: price,
        alternatives: expect.arrayContaining(['foroyar.fo']),
      },
    ]);
    const checks = registry().commandLog.filter((entry) => entry.command === 'check');
    // The names asked in one check; the free ones like the taken and the Faroese-spelt in one more.
    expect(checks.map((entry) => entry.names)).toEqual([['gestur-navn.fo', 'tinganes.fo'], expect.arrayContaining(['tinga-nes.fo', 'foroyar.fo'])]);
  });

  it('checks 20 names in ONE check command, as the signed-in search does', async () => {
    const names = Array.from({ length: 20 }, (_, index) => `guest-${index}-${randomUUID().slice(0, 8)}`);
    registry().clearCommandLog();
    const answer = await checkFrom('127.0.0.62', names.join(','));
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((result: { domain: string }) => result.domain)).toEqual(names.map((name) => `${name}.fo`));
    const checks = registry().commandLog.filter((entry) => entry.command === 'check');
    expect(checks).toHaveLength(1);
    expect(checks[0]!.names).toHaveLength(20);
  });

  it("refuses bad input with 422 in the caller's language", async () => {
    const tooMany = Array.from({ length: 21 }, (_, index) => `many-${index}`).join(',');
    const english = await checkFrom('127.0.0.63', tooMany, 'en');
    expect(english.status).toBe(422);
    expect(english.body.error).toMatchObject({ code: 'validation_failed', fields: { domains: 'Up to 20 names at a time.' } });
    const faroese = await checkFrom('127.0.0.63', tooMany, 'fo');
    expect(faroese.status).toBe(422);
    expect(faroese.body.error.fields.domains).toBe('Í mesta lagi 20 nøvn í senn.');

    const empty = await checkFrom('127.0.0.63', ' , ', 'en');
    expect(empty.status).toBe(422);
    expect(empty.body.error).toMatchObject({ code: 'validation_failed', fields: { domains: 'This is a required field.' } });
    const missing = await portal.call('GET', '/guest/availability', { language: 'fo' });
    expect(missing.status).toBe(422);
    expect(missing.body.error).toMatchObject({ code: 'validation_failed', fields: { domains: 'Hetta er ein kravdur teigur.' } });
  });

  it('answers 30 checks per address in 15 minutes, then 429 with Retry-After in both languages, without asking the registry', async () => {
    const address = '127.0.0.64';
    const statuses: number[] = [];
    // `a` is too short: answered without the registry, so the 30 allowed checks are quick.
    for (let index = 0; index < 30; index++) statuses.push((await checkFrom(address, 'a')).status);
    expect(statuses).toEqual(Array<number>(30).fill(200));

    registry().clearCommandLog();
    const refused = await checkFrom(address, 'refused-name', 'en');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const faroese = await checkFrom(address, 'refused-name', 'fo');
    expect(faroese.status).toBe(429);
    expect(faroese.body.error.message).toBe('Ov nógvar umbønir. Bíða eitt bil og royn so aftur.');
    expect(registry().commandLog.filter((entry) => entry.command === 'check')).toEqual([]);

    // Another address is counted apart; a signed-in user's search is not limited by it.
    expect((await checkFrom('127.0.0.65', 'a')).status).toBe(200);
    expect((await portal.call('GET', '/domains/availability?domains=a', { token: portal.tokens.user })).status).toBe(200);
  });

  it("answers 503 registry_unavailable in the caller's language when the registry is down", async () => {
    await registry().faults.set('down');
    const english = await checkFrom('127.0.0.66', 'down-guest', 'en');
    expect(english.status).toBe(503);
    expect(english.body.error).toMatchObject({ code: 'registry_unavailable', message: expect.stringContaining('Failed to retrieve information from the registry') });
  });
});
