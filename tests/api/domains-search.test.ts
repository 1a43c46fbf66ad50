import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccessTokenRepository } from '#functions/adapters/dynamodb/access-token-repository.ts';
import { createUserRepository } from '#functions/adapters/dynamodb/user-repository.ts';
import { usePortal } from './portal.ts';

/** Domain search over HTTP against the local runtime and its EPP registry simulator. */
const portal = usePortal();
const registry = () => portal.runtime.registry;
const search = (domains: string, options: { token?: string; language?: string } = {}) =>
  portal.call('GET', `/domains/availability?domains=${encodeURIComponent(domains)}`, { token: portal.tokens.user, ...options });
const price = { net: 10000, vat: 2500, total: 12500 };

afterEach(async () => {
  if (registry().faults.current !== 'none') await registry().faults.set('none');
});

describe('GET /domains/availability', () => {
  it('checks 20 names in ONE check command, answering in the order asked', async () => {
    const names = Array.from({ length: 20 }, (_, index) => `batch-${index}-${randomUUID().slice(0, 8)}`);
    registry().clearCommandLog();
    const answer = await search(names.join(','));
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((result: { domain: string }) => result.domain)).toEqual(names.map((name) => `${name}.fo`));
    const checks = registry().commandLog.filter((entry) => entry.command === 'check');
    expect(checks).toHaveLength(1);
    expect(checks[0]!.names).toHaveLength(20);
  });

  it('answers available, taken, not allowed and the ASCII suggestion; refused names never reach the registry', async () => {
    registry().clearCommandLog();
    const answer = await search('Mitt-Navn-Api, tinganes,a,example.com,-edge');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { domain: 'mitt-navn-api.fo', status: 'available', reason: null, suggestion: null, price_per_year: price, alternatives: [] },
      { domain: 'tinganes.fo', status: 'taken', reason: expect.any(String), suggestion: null, price_per_year: price, alternatives: expect.any(Array) },
      { domain: 'a.fo', status: 'not_allowed', reason: 'validation.domain_too_short', suggestion: null, price_per_year: price, alternatives: [] },
      { domain: 'example.com', status: 'not_allowed', reason: 'validation.domain_not_fo', suggestion: null, price_per_year: price, alternatives: [] },
      { domain: '-edge.fo', status: 'not_allowed', reason: 'validation.domain_hyphen_edge', suggestion: null, price_per_year: price, alternatives: [] },
    ]);
    const checks = registry().commandLog.filter((entry) => entry.command === 'check');
    expect(checks[0]!.names).toEqual(['mitt-navn-api.fo', 'tinganes.fo']);
  });

  it('offers up to 10 free names like a taken one or one spelt with Faroese letters, checked in ONE more command; taken ones are not offered', async () => {
    const base = `havnarbiti${randomUUID().slice(0, 6)}`;
    registry().register(`${base}.fo`);
    registry().register(`${base}-foroyar.fo`);
    registry().clearCommandLog();
    const answer = await search(`${base},vágsbotnur`, { language: 'en' });
    expect(answer.status).toBe(200);
    const [taken, faroese] = answer.body.data as { domain: string; status: string; suggestion: string | null; alternatives: string[] }[];
    expect(taken).toMatchObject({ domain: `${base}.fo`, status: 'taken' });
    expect(taken!.alternatives).toEqual([
      `${base.replace('havnar', 'havnar-')}.fo`,
      `${base}-online.fo`,
      `${base}-handil.fo`,
      `${base}-app.fo`,
      `mitt-${base}.fo`,
      `nytt-${base}.fo`,
    ]);
    expect(faroese).toMatchObject({ domain: 'vágsbotnur.fo', status: 'not_allowed', suggestion: 'vagsbotnur.fo' });
    expect(faroese!.alternatives.slice(0, 3)).toEqual(['vagsbotnur.fo', 'vaagsbotnur.fo', 'vags-botnur.fo']);
    const checks = registry().commandLog.filter((entry) => entry.command === 'check');
    expect(checks).toHaveLength(2);
    const alternativesChecked = checks[1]!.names as string[];
    expect(alternativesChecked.length).toBeLessThanOrEqual(20);
    expect(alternativesChecked).toContain(`${base}-foroyar.fo`);
  });

  it('refuses more than 20 names with 422 on the domains field', async () => {
    const names = Array.from({ length: 21 }, (_, index) => `many-${index}`).join(',');
    const answer = await search(names, { language: 'en' });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({ code: 'validation_failed', fields: { domains: 'Up to 20 names at a time.' } });
  });

  it("answers 503 registry_unavailable in the caller's language when the registry is down", async () => {
    await registry().faults.set('down');
    const english = await search('down-test', { language: 'en' });
    expect(english.status).toBe(503);
    expect(english.body.error).toMatchObject({ code: 'registry_unavailable', message: expect.stringContaining('Failed to retrieve information from the registry') });
    const faroese = await search('down-test', { language: 'fo' });
    expect(faroese.status).toBe(503);
    expect(faroese.body.error).toMatchObject({ code: 'registry_unavailable', message: expect.stringContaining('skrásetingini') });
    await registry().faults.set('none');
    expect((await search('down-test')).status).toBe(200);
  });

  it('needs a signed-in, verified user', async () => {
    expect((await search('abc', { token: undefined })).status).toBe(401);
    const userRepository = createUserRepository(portal.runtime.table);
    const accessTokenRepository = createAccessTokenRepository(portal.runtime.table);
    const userId = randomUUID();
    await userRepository.create({ userId, email: `unverified-${userId}@example.com`, name: 'Not Verified', isAdmin: false });
    const { token } = await accessTokenRepository.issue({ userId, kind: 'session', label: 'test', now: new Date(), lifetimeSeconds: 3600 });
    expect((await search('abc', { token })).status).toBe(403);
  });
});
