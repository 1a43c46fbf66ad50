import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/render';
import { createApiClient } from './api-client';
import { createRefreshQueue, refreshThresholdSeconds } from './token-refresh';

afterEach(() => {
  vi.restoreAllMocks();
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('token refresh before API calls', () => {
  const now = 1_000_000_000_000;

  it('uses the spec threshold of 240 seconds', () => {
    expect(refreshThresholdSeconds).toBe(240);
  });

  it('does nothing while 240 seconds or more remain, or without an e-ID token', async () => {
    const refresh = vi.fn(async () => undefined);
    await createRefreshQueue({ expiresAt: () => now + 240_000, refresh, now: () => now })();
    await createRefreshQueue({ expiresAt: () => null, refresh, now: () => now })();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes once for concurrent calls when fewer than 240 seconds remain', async () => {
    let expiry = now + 239_000;
    const gate = deferred();
    const refresh = vi.fn(async () => {
      await gate.promise;
      expiry = now + 300_000;
    });
    const ensureFresh = createRefreshQueue({ expiresAt: () => expiry, refresh, now: () => now });
    const calls = [ensureFresh(), ensureFresh(), ensureFresh()];
    expect(refresh).toHaveBeenCalledTimes(1);
    gate.resolve();
    await Promise.all(calls);
    // The new token is good for 300 s: the next call does not refresh again.
    await ensureFresh();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('logs a failed refresh and lets the calls go on; the next call tries again', async () => {
    const log = vi.fn();
    const refresh = vi.fn(async () => {
      throw new Error('invalid_grant');
    });
    const ensureFresh = createRefreshQueue({ expiresAt: () => now + 10_000, refresh, now: () => now, log });
    await expect(Promise.all([ensureFresh(), ensureFresh()])).resolves.toEqual([undefined, undefined]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(1);
    await ensureFresh();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('runs in the API client before each request, which then sends the refreshed token', async () => {
    let token = 'old';
    let expiry = now + 60_000;
    const refresh = vi.fn(async () => {
      await new Promise((done) => setTimeout(done, 5));
      token = 'new';
      expiry = now + 300_000;
    });
    const seen: string[] = [];
    const fetchImpl = (async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      seen.push((init.headers as Record<string, string>).Authorization ?? '');
      return jsonResponse(200, { data: {} });
    }) as typeof fetch;
    const client = createApiClient({
      baseUrl: () => '/api',
      locale: () => 'fo',
      token: () => token,
      beforeRequest: createRefreshQueue({ expiresAt: () => expiry, refresh, now: () => now }),
      fetch: fetchImpl,
    });
    await Promise.all([client.get('/users/me'), client.get('/settings'), client.get('/countries')]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Bearer new', 'Bearer new', 'Bearer new']);
  });
});
