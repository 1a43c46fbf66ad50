import { domainDetailResponse, domainSearchQuery, domainSearchResponse, domainsResponse } from '../schemas/domains.ts';
import { autoRenewalRequest, autoRenewalResponse } from '../schemas/renewals.ts';
import { defineRoutes } from './contract.ts';

/**
 * Context `domains`: availability, the owner's archive and single view, auto-renewal. The
 * domain settings (`domain-settings.ts`) and transfers in (`transfers.ts`) are the same context.
 */
export const domainsApi = defineRoutes([
  {
    id: 'searchDomains',
    method: 'GET',
    path: '/domains/availability',
    context: 'domains',
    auth: 'verified',
    summary: 'Checks up to 20 names (comma-separated, `.fo` added where missing) in one registry check, with the yearly price.',
    request: { query: domainSearchQuery },
    response: { status: 200, schema: domainSearchResponse },
  },
  {
    id: 'listDomains',
    method: 'GET',
    path: '/domains',
    context: 'domains',
    auth: 'signed-in',
    summary: "The caller's own domains (the archive), by name, with their state, expiry and renewal dates.",
    response: { status: 200, schema: domainsResponse },
  },
  {
    id: 'getDomain',
    method: 'GET',
    path: '/domains/{domainId}',
    context: 'domains',
    auth: 'signed-in',
    summary: "One of the caller's domains with the registry's current data (404 for anyone else's).",
    response: { status: 200, schema: domainDetailResponse },
  },
  {
    id: 'setAutoRenewal',
    method: 'PUT',
    path: '/domains/{domainId}/auto-renewal',
    context: 'domains',
    auth: 'verified',
    summary: 'Turns automatic renewal on (needs a saved payment card attached to the domain and the terms accepted) or off.',
    request: { body: autoRenewalRequest },
    response: { status: 200, schema: autoRenewalResponse },
  },
]);
