import useSWR from 'swr';
import type { DomainSummary } from '../../../../../shared/schemas/domains';
import { api } from '../../../lib/api-client';

/** `GET /domains`: the signed-in user's own domains (the archive). */
export const domainsKey = '/domains';

export function getDomains(): Promise<DomainSummary[]> {
  return api.get<DomainSummary[]>(domainsKey);
}

export function useDomains() {
  return useSWR(domainsKey, getDomains);
}
