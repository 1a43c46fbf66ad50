import { describe, expect, it } from 'vitest';
import { createApiTokenRequest } from '#shared/schemas/api-tokens.ts';
import { acmeCredentialOf, acmeCredentialRequest } from './acme-credential';

const domain = { id: '6f1c0a52-5b7e-4c57-9a55-3b1d7b2d9c1e', name: 'dømi.fo' };

describe('the ACME credential', () => {
  it('is a token that may only write the domain’s _acme-challenge TXT, for a year, as the API takes it', () => {
    const request = acmeCredentialRequest(domain, `ACME ${'a'.repeat(70)}`);
    expect(createApiTokenRequest.parse(request)).toEqual(request);
    expect(request).toMatchObject({ scopes: ['dns:write'], domain_ids: [domain.id], records: [{ name: '_acme-challenge', types: ['TXT'] }], valid_days: 365 });
    expect(request.name).toHaveLength(60);
  });

  it('gives acme-dns its account (and the account file keyed by the domain) and httpreq its endpoint and basic auth', () => {
    const credential = acmeCredentialOf('https://okisnavn.fo', { id: 'token-id', secret: 'okn_secret' }, domain);
    expect(credential.acmeDns).toMatchObject({
      apiBase: 'https://okisnavn.fo/api/acme-dns',
      username: 'token-id',
      password: 'okn_secret',
      subdomain: domain.id,
      fulldomain: '_acme-challenge.dømi.fo',
    });
    expect(JSON.parse(credential.acmeDns.storage)).toEqual({
      'dømi.fo': { username: 'token-id', password: 'okn_secret', subdomain: domain.id, fulldomain: '_acme-challenge.dømi.fo', allowfrom: [] },
    });
    expect(credential.httpreq).toEqual({ endpoint: 'https://okisnavn.fo/api/httpreq', username: 'token-id', password: 'okn_secret' });
  });
});
