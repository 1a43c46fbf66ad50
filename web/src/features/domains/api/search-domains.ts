import useSWR from 'swr';
import type { DomainSearchResult } from '#shared/schemas/domains.ts';
import { callApi } from '#web/lib/call-api.ts';

/**
 * `GET /domains/availability?domains=a.fo,b.fo`: up to 20 names, checked in one registry
 * command, each with its status and yearly price (øre). `domains` is the normalized list.
 */
export function searchDomains(domains: readonly string[]): Promise<DomainSearchResult[]> {
  return callApi('searchDomains', { query: { domains: domains.join(',') } });
}

/** The search for a list of names; no request for an empty list. Availability changes: no long cache. */
export function useDomainSearch(domains: readonly string[]) {
  return useSWR(domains.length > 0 ? ['/domains/availability', domains.join(',')] : null, () => searchDomains(domains), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}
