import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.ts';
import { EppConnectionError, EppResultError, EppTimeoutError } from './epp-client.ts';
import { type EppResponse } from './epp-codec.ts';
import { mapRegistryFailure, RegistryError } from './epp-registry.ts';

const result = (code: number) => new EppResultError(code, 'message', { code, message: 'message', results: [{ code, message: 'message' }], resData: undefined, clTRID: 'A-1', svTRID: 'S-1' } satisfies EppResponse);

describe('EPP result codes → errors', () => {
  it.each([
    ['connection', new EppConnectionError('refused')],
    ['timeout', new EppTimeoutError('slow')],
    ['2200 login refused', result(2200)],
    ['2400 command failed', result(2400)],
    ['2500 closing', result(2500)],
    ['2501 auth, closing', result(2501)],
    ['2502 session limit', result(2502)],
  ])('%s → registry_unavailable (503)', (_, error) => {
    const mapped = mapRegistryFailure(error);
    expect(mapped).toBeInstanceOf(DomainError);
    expect((mapped as DomainError).code).toBe('registry_unavailable');
    expect((mapped as DomainError).status).toBe(503);
    expect(mapped.cause).toBe(error);
  });

  it.each([
    [2302, 'domain_unavailable'],
    [2303, 'domain_not_found'],
    [2201, 'registry_authorization'],
    [2202, 'invalid_auth_info'],
    [2304, 'domain_status_prohibits'],
    [2306, 'registry_policy'],
    [2104, 'registry_billing'],
    [2005, 'registry_rejected'],
  ])('%i → RegistryError %s', (code, expected) => {
    const mapped = mapRegistryFailure(result(code));
    expect(mapped).toBeInstanceOf(RegistryError);
    expect(mapped).toMatchObject({ code: expected, resultCode: code });
  });

  it('passes other errors through', () => {
    const bug = new TypeError('bug');
    expect(mapRegistryFailure(bug)).toBe(bug);
  });
});

describe('eppRegistry() without a configured registry', () => {
  it('answers registry_unavailable instead of failing the handler', async () => {
    const { parseConfig } = await import('../../config.ts');
    expect(parseConfig({ TABLE_NAME: 't' }).EPP_HOST).toBeUndefined();
    const saved = { ...process.env };
    try {
      for (const key of ['EPP_HOST', 'EPP_USERNAME', 'EPP_PASSWORD']) delete process.env[key];
      process.env.TABLE_NAME ??= 'okisnavn';
      const { eppRegistry } = await import('./epp-registry.ts');
      const error = await eppRegistry()
        .checkDomains(['x.fo'])
        .catch((caught: unknown) => caught);
      expect((error as DomainError).code).toBe('registry_unavailable');
    } finally {
      process.env = saved;
    }
  });
});
