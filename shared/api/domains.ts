import { activityListQuery, activityListResponse } from '../schemas/activity.ts';
import { domainDetailResponse, domainListQuery, domainSearchQuery, domainSearchResponse, domainsResponse, moveDomainRequest, moveDomainResponse } from '../schemas/domains.ts';
import { autoRenewalRequest, autoRenewalResponse } from '../schemas/renewals.ts';
import { forceExpirySyncRequest, forceExpirySyncResponse } from '../schemas/expiry-sync.ts';
import { adminDomainDetailResponse, expirySyncProgressResponse } from '../schemas/admin-domains.ts';
import { domainHealthResponse, failingDomainsQuery, failingDomainsResponse } from '../schemas/domain-health.ts';
import { defineRoutes } from './contract.ts';

/**
 * Context `domains`: availability (also for signed-out visitors), the owner's archive and single view, auto-renewal, and an
 * administrator's forced expiry sync. The
 * domain settings (`domain-settings.ts`) and transfers in (`transfers.ts`) are the same context.
 */
export const domainsApi = defineRoutes([
  {
    id: 'searchDomains',
    method: 'GET',
    path: '/domains/availability',
    context: 'domains',
    auth: 'verified',
    request: { query: domainSearchQuery },
    response: { status: 200, schema: domainSearchResponse },
  },
  // The guest pages' availability box (issue 26): the same check and answer, for anyone; limited per client address.
  {
    id: 'searchDomainsAsGuest',
    method: 'GET',
    path: '/guest/availability',
    context: 'domains',
    auth: 'public',
    request: { query: domainSearchQuery },
    response: { status: 200, schema: domainSearchResponse },
  },
  {
    id: 'listDomains',
    method: 'GET',
    path: '/domains',
    context: 'domains',
    auth: 'signed-in',
    request: { query: domainListQuery },
    token: { area: 'domains', access: 'read' },
    response: { status: 200, schema: domainsResponse },
  },
  {
    id: 'getDomain',
    method: 'GET',
    path: '/domains/{domainId}',
    context: 'domains',
    auth: 'signed-in',
    token: { area: 'domains', access: 'read' },
    response: { status: 200, schema: domainDetailResponse },
  },
  // Issue 32: what the last health check found (its owners and technical managers).
  {
    id: 'getDomainHealth',
    method: 'GET',
    path: '/domains/{domainId}/health',
    context: 'domains',
    auth: 'signed-in',
    response: { status: 200, schema: domainHealthResponse },
  },
  {
    id: 'listDomainActivity',
    method: 'GET',
    path: '/domains/{domainId}/activity',
    context: 'domains',
    auth: 'signed-in',
    request: { query: activityListQuery },
    response: { status: 200, schema: activityListResponse },
  },
  {
    id: 'setAutoRenewal',
    method: 'PUT',
    path: '/domains/{domainId}/auto-renewal',
    context: 'domains',
    auth: 'verified',
    request: { body: autoRenewalRequest },
    token: { area: 'renewals', access: 'write' },
    response: { status: 200, schema: autoRenewalResponse },
  },
  {
    id: 'moveDomain',
    method: 'POST',
    path: '/domains/{domainId}/move',
    context: 'domains',
    auth: 'verified',
    request: { body: moveDomainRequest },
    stepUp: true,
    response: { status: 200, schema: moveDomainResponse },
  },
  {
    id: 'forceExpirySync',
    method: 'POST',
    path: '/admin/expiry-sync',
    context: 'domains',
    auth: 'admin',
    request: { body: forceExpirySyncRequest },
    response: { status: 202, schema: forceExpirySyncResponse },
  },
  // The admin domains page's registry side (this Lambda talks EPP and forces the sync already; the list is the admin context's).
  {
    id: 'getAdminDomain',
    method: 'GET',
    path: '/admin/domains/{domainId}',
    context: 'domains',
    auth: 'admin',
    response: { status: 200, schema: adminDomainDetailResponse },
  },
  {
    id: 'listFailingDomains',
    method: 'GET',
    path: '/admin/domain-health',
    context: 'domains',
    auth: 'admin',
    request: { query: failingDomainsQuery },
    response: { status: 200, schema: failingDomainsResponse },
  },
  {
    id: 'getExpirySyncProgress',
    method: 'GET',
    path: '/admin/expiry-sync',
    context: 'domains',
    auth: 'admin',
    response: { status: 200, schema: expirySyncProgressResponse },
  },
]);
