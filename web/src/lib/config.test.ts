import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../testing/render';
import { defaultConfig, loadConfig, parseConfig } from './config';

describe('runtime config', () => {
  it('reads the local runtime document', () => {
    expect(parseConfig({ apiBase: '/api/', developmentSignIn: true, identityProvider: null })).toEqual({
      apiBase: '/api',
      developmentSignIn: true,
      identityProvider: null,
      monitoring: null,
    });
  });

  it('holds the monitoring DSN once configured, and ignores one that is no DSN', () => {
    const monitoring = { dsn: 'https://abc123@o42.ingest.example.io/7', productionUrl: 'https://www.okisnavn.fo' };
    expect(parseConfig({ apiBase: '/api', monitoring }).monitoring).toEqual(monitoring);
    expect(parseConfig({ apiBase: '/api', monitoring: { ...monitoring, dsn: 'http://abc@o42.ingest.example.io/7' } }).monitoring).toBeNull();
    expect(parseConfig({ apiBase: '/api', monitoring: { dsn: monitoring.dsn } }).monitoring).toBeNull();
  });

  it('holds an identity provider once configured', () => {
    expect(parseConfig({ apiBase: '/api', identityProvider: { issuer: 'https://id.example.fo/realms/okisnavn', clientId: 'app' } }).identityProvider).toEqual({
      issuer: 'https://id.example.fo/realms/okisnavn',
      clientId: 'app',
    });
  });

  it('falls back to defaults for wrong or missing fields', () => {
    expect(parseConfig(null)).toEqual(defaultConfig);
    expect(parseConfig({ developmentSignIn: 'yes', identityProvider: { issuer: 'not a url', clientId: 'app' } })).toEqual(defaultConfig);
  });

  it('uses the defaults when /config.json cannot be loaded', async () => {
    await expect(loadConfig((async () => jsonResponse(404, {})) as typeof fetch)).resolves.toEqual(defaultConfig);
    await expect(
      loadConfig((async () => {
        throw new TypeError('offline');
      }) as typeof fetch),
    ).resolves.toEqual(defaultConfig);
  });
});
