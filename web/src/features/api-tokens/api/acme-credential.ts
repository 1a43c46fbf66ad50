import type { CreateApiTokenRequest } from '#shared/schemas/api-tokens.ts';
import { apiTokenLimits } from '#shared/api-tokens.ts';

/**
 * The ACME credential for one domain (issue 30, docs/decisions/acme-dns-01-through-acme-dns-and-httpreq.md):
 * an API token that may only write the domain's `_acme-challenge` TXT records, for a year, and
 * what each protocol's clients need of it. The portal writes `_acme-challenge.<domain>` itself,
 * so acme-dns's `fulldomain` is that name and no CNAME is made.
 */
export function acmeCredentialRequest(domain: { id: string; name: string }, name: string): CreateApiTokenRequest {
  return {
    name: name.slice(0, apiTokenLimits.nameMax),
    scopes: ['dns:write'],
    domain_ids: [domain.id],
    records: [{ name: '_acme-challenge', types: ['TXT'] }],
    addresses: null,
    valid_days: 365,
    max_unused_days: null,
  };
}

export interface AcmeCredential {
  acmeDns: { apiBase: string; username: string; password: string; subdomain: string; fulldomain: string; storage: string };
  httpreq: { endpoint: string; username: string; password: string };
}

/** What the clients are given: acme-dns's account (also as lego's and cert-manager's account file, keyed by the domain) and httpreq's endpoint and basic auth. */
export function acmeCredentialOf(origin: string, token: { id: string; secret: string }, domain: { id: string; name: string }): AcmeCredential {
  const account = { username: token.id, password: token.secret, subdomain: domain.id, fulldomain: `_acme-challenge.${domain.name}`, allowfrom: [] as string[] };
  return {
    acmeDns: {
      apiBase: `${origin}/api/acme-dns`,
      username: account.username,
      password: account.password,
      subdomain: account.subdomain,
      fulldomain: account.fulldomain,
      storage: JSON.stringify({ [domain.name]: account }, null, 2),
    },
    httpreq: { endpoint: `${origin}/api/httpreq`, username: token.id, password: token.secret },
  };
}
