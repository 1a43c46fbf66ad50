import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to production adapters', () => {
    const config = parseConfig({ TABLE_NAME: 'okisnavn' });
    expect(config).toMatchObject({ STAGE: 'production', EVENT_TRANSPORT: 'eventbridge', ALLOW_DEVELOPMENT_TOKENS: false, PASSWORD_HASHING: 'production' });
  });

  it('refuses the test runtimes’ password hashing cost in production, and takes it in the local runtime', () => {
    expect(() => parseConfig({ TABLE_NAME: 't', PASSWORD_HASHING: 'test' })).toThrow(/PASSWORD_HASHING/);
    expect(parseConfig({ TABLE_NAME: 't', STAGE: 'local', PASSWORD_HASHING: 'test' }).PASSWORD_HASHING).toBe('test');
    expect(parseConfig({ TABLE_NAME: 't', STAGE: 'local' }).PASSWORD_HASHING).toBe('production');
  });

  it('refuses development tokens in production', () => {
    expect(() => parseConfig({ TABLE_NAME: 't', ALLOW_DEVELOPMENT_TOKENS: 'true' })).toThrow(/ALLOW_DEVELOPMENT_TOKENS/);
  });

  it('refuses the local event bus in production', () => {
    expect(() => parseConfig({ TABLE_NAME: 't', EVENT_TRANSPORT: 'local' })).toThrow(/EVENT_TRANSPORT/);
  });

  it('allows both in the local runtime', () => {
    const config = parseConfig({ TABLE_NAME: 't', STAGE: 'local', ALLOW_DEVELOPMENT_TOKENS: 'true', EVENT_TRANSPORT: 'local' });
    expect(config.ALLOW_DEVELOPMENT_TOKENS).toBe(true);
  });

  it('reads the seller receipts name (SELLER, JSON) and refuses one that is not whole', () => {
    const seller = { name: 'Økisnavn Sp/f', address_lines: ['Undir Bakka 1', '100 Tórshavn'], country_code: 'FO', vat_number: '123456' };
    expect(parseConfig({ TABLE_NAME: 't', SELLER: JSON.stringify(seller) }).SELLER).toEqual(seller);
    expect(parseConfig({ TABLE_NAME: 't' }).SELLER).toBeUndefined();
    expect(() => parseConfig({ TABLE_NAME: 't', SELLER: 'Økisnavn' })).toThrow(/SELLER must be JSON/);
    expect(() => parseConfig({ TABLE_NAME: 't', SELLER: JSON.stringify({ ...seller, vat_number: '000' }) })).toThrow(/SELLER/);
  });

  it('names a missing table', () => {
    expect(() => parseConfig({})).toThrow(/TABLE_NAME/);
  });
});
