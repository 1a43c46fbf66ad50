import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/testing/render.tsx';
import { setAccessToken } from '#web/lib/access-token.ts';
import { initI18n } from '#web/lib/i18n.ts';
import { finishStepUp } from '#web/lib/step-up.ts';
import { applyBulkChange, type BulkResult } from './bulk-actions';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The API stand-in: answers each request after a tick, counting how many are open at once; `refuse` names the domains it refuses. */
function stubApi(refuse: Record<string, Response> = {}) {
  const calls: { url: string; body: unknown; openBefore: number }[] = [];
  let open = 0;
  let mostOpen = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), body: JSON.parse(String(init.body)), openBefore: open });
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    await new Promise((done) => setTimeout(done, 5));
    open -= 1;
    const domainId = String(input).split('/domains/')[1]!.split('/')[0]!;
    return refuse[domainId]?.clone() ?? jsonResponse(200, { data: { auto_renewal: false, payment_card_id: null } });
  });
  return { calls, mostOpen: () => mostOpen };
}

const ids = Array.from({ length: 12 }, (_, index) => `d${index}`);

describe('applyBulkChange', () => {
  it('sends the first alone, then at most 4 at once; a result per domain, a refusal with its reason', async () => {
    initI18n('en');
    setAccessToken('token');
    const api = stubApi({ d5: jsonResponse(423, { error: { code: 'portal_locked', message: 'The domain is under the portal lock.' } }) });
    const told: BulkResult[] = [];
    const results = await applyBulkChange(ids, { kind: 'auto_renewal_off' }, (result) => told.push(result));

    expect(api.calls).toHaveLength(12);
    expect(api.calls[0]).toMatchObject({ url: expect.stringMatching(/\/domains\/d0\/auto-renewal$/), body: { enabled: false }, openBefore: 0 });
    // The second waits for the first.
    expect(api.calls[1]!.openBefore).toBe(0);
    expect(api.mostOpen()).toBe(4);
    expect(told).toEqual(results);
    expect(results.map((result) => result.domainId).sort()).toEqual([...ids].sort());
    const failed = results.filter((result) => result.outcome === 'failed');
    expect(failed).toEqual([{ domainId: 'd5', outcome: 'failed', error: expect.objectContaining({ code: 'portal_locked' }) }]);
  });

  it('a fresh sign-in refused for the first: nothing else is sent, and every domain says why', async () => {
    initI18n('en');
    setAccessToken('token');
    const api = stubApi({ d0: jsonResponse(401, { error: { code: 'step_up_required', message: 'Sign in again.' } }) });
    // The person closes the sign-in prompt the first answer opened.
    setTimeout(() => finishStepUp(false), 50);
    const results = await applyBulkChange(ids.slice(0, 3), { kind: 'lock_off' }, () => {});
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ url: expect.stringMatching(/\/domains\/d0\/transfer-lock$/), body: { locked: false } });
    expect(results.map((result) => [result.domainId, result.outcome])).toEqual([
      ['d0', 'failed'],
      ['d1', 'failed'],
      ['d2', 'failed'],
    ]);
  });
});
