import { activityListQuery } from '../schemas/activity.ts';
import { adminDomainActivityResponse, adminDomainDetailResponse, adminDomainListQuery, adminDomainListResponse, expirySyncProgressResponse } from '../schemas/admin-domains.ts';
import { defineRoutes } from './contract.ts';

/** The admin domains page's reads from the table alone (context `admin`). */
export const adminDomainsApi = defineRoutes([
  {
    id: 'listAdminDomains',
    method: 'GET',
    path: '/admin/domains',
    context: 'admin',
    auth: 'admin',
    request: { query: adminDomainListQuery },
    response: { status: 200, schema: adminDomainListResponse },
  },
  {
    id: 'listAdminDomainActivity',
    method: 'GET',
    path: '/admin/domains/{domainId}/activity',
    context: 'admin',
    auth: 'admin',
    request: { query: activityListQuery },
    response: { status: 200, schema: adminDomainActivityResponse },
  },
]);

/**
 * What the admin domains page asks of the registry and the expiry sync (context `domains`, which
 * talks EPP and forces the sync already; the admin Lambda stays without the EPP client).
 */
export const adminDomainRegistryApi = defineRoutes([
  {
    id: 'getAdminDomain',
    method: 'GET',
    path: '/admin/domains/{domainId}',
    context: 'domains',
    auth: 'admin',
    response: { status: 200, schema: adminDomainDetailResponse },
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
