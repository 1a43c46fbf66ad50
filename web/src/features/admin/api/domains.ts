import useSWR from 'swr';
import type { AdminDomainFilter } from '#shared/schemas/admin-domains.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

type ListQuery = { q?: string; status?: AdminDomainFilter; cursor?: string };

/** `GET /admin/domains?q&status&cursor`: a page of domains. */
export function useAdminDomains(query: ListQuery) {
  return useSWR(apiPath('listAdminDomains', { query }), () => callApi('listAdminDomains', { query }), { keepPreviousData: true });
}

/** `GET /admin/domains/{domainId}`: our record beside the registry's. */
export function useAdminDomain(domainId: string) {
  return useSWR(apiPath('getAdminDomain', { params: { domainId } }), () => callApi('getAdminDomain', { params: { domainId } }));
}

/** `GET /admin/domain-health?cursor`: the domains whose last health check failed. */
export function useFailingDomains(cursor?: string) {
  const query = cursor ? { cursor } : {};
  return useSWR(apiPath('listFailingDomains', { query }), () => callApi('listFailingDomains', { query }), { keepPreviousData: true });
}

/** How often the screen asks for the progress of a running sync of every domain. */
export const progressPollMs = 2000;

/** `GET /admin/expiry-sync`: polled while a sync of every domain runs. */
export function useExpirySyncProgress() {
  return useSWR(apiPath('getExpirySyncProgress'), () => callApi('getExpirySyncProgress'), {
    refreshInterval: (latest) => (latest?.status === 'running' ? progressPollMs : 0),
  });
}

/** `POST /admin/expiry-sync`: one domain made due now, or every domain. */
export function forceExpirySync(body: { domain_id: string } | { all: true }) {
  return callApi('forceExpirySync', { body });
}
