import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { RegistryError, type RegistryErrorCode } from '../ports/registry.ts';
import { atRegistry } from './registry-changes.ts';

describe('atRegistry', () => {
  const refusedWith = async (code: RegistryErrorCode) => atRegistry(() => Promise.reject(new RegistryError(code, 2303, 'EPP'))).catch((error: unknown) => error);

  it("answers the registry's own refusals as the user's errors: a status that prohibits, a domain it no longer knows", async () => {
    expect(await refusedWith('domain_status_prohibits')).toMatchObject({ code: 'domain_status_prohibits' });
    expect(await refusedWith('domain_not_found')).toBeInstanceOf(DomainError);
    expect(await refusedWith('domain_not_found')).toMatchObject({ code: 'domain_not_at_registry' });
  });

  it('passes other failures and answers through', async () => {
    expect(await refusedWith('registry_authorization')).toBeInstanceOf(RegistryError);
    expect(await atRegistry(async () => 'info')).toBe('info');
  });
});
