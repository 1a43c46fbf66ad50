import useSWR from 'swr';
import type { DomainSummary } from '#shared/schemas/domains.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /domains`: the signed-in user's own domains (the archive). */
export const domainsKey = apiPath('listDomains');

export function getDomains(): Promise<DomainSummary[]> {
  return callApi('listDomains');
}

export function useDomains() {
  return useSWR(domainsKey, getDomains);
}
