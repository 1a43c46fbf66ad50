import { describe, expect, it, vi } from 'vitest';
import { monitoringOptions, startMonitoring, tracePropagationTargets } from './monitoring';

const config = { dsn: 'https://a1b2c3d4@o4242.ingest.monitoring.example/4711', productionUrl: 'https://www.okisnavn.fo' };

describe('browser monitoring (spec §9)', () => {
  it('reports as production, traces every page, replays a tenth of the sessions and every session with an error', () => {
    expect(monitoringOptions(config)).toMatchObject({
      dsn: config.dsn,
      environment: 'production',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('sends tracing headers only to localhost, the local test backend and /api on the production host', () => {
    const targets = tracePropagationTargets(config.productionUrl);
    const traced = (url: string) => targets.some((target) => target.test(url));
    for (const url of [
      'http://localhost:3000/api/users/me',
      'http://localhost/api',
      'http://127.0.0.1:4633/api/domains',
      'https://www.okisnavn.fo/api/users/me',
      'https://www.okisnavn.fo/api',
    ])
      expect(traced(url), url).toBe(true);
    for (const url of [
      'https://www.okisnavn.fo/',
      'https://www.okisnavn.fo/apiary',
      'https://www.okisnavn.fo.evil.example/api/x',
      'https://login.example.fo/realms/okisnavn/protocol/openid-connect/token',
      'https://o4242.ingest.monitoring.example/api/4711/envelope/',
      'https://evil.example/?localhost',
      'https://localhost.evil.example/api',
    ])
      expect(traced(url), url).toBe(false);
    expect(monitoringOptions(config).tracePropagationTargets).toEqual(targets);
  });

  it('loads the SDK only when a DSN is configured, and a failed load leaves the portal working', async () => {
    const load = vi.fn(async () => ({ initMonitoring: vi.fn() }));
    expect(await startMonitoring(null, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(await startMonitoring(config, load)).toBe(true);
    const sdk = await load.mock.results[0]!.value;
    expect(sdk.initMonitoring).toHaveBeenCalledWith(monitoringOptions(config));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await startMonitoring(config, () => Promise.reject(new Error('blocked')))).toBe(false);
  });
});
