import useSWR from 'swr';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/**
 * `GET /domains/{domainId}`: one of the user's domains with the registry's live data (or
 * `registry_error` when the registry could not be asked). 404 `not_found` for anyone else's.
 */
export const domainKey = (domainId: string) => apiPath('getDomain', { params: { domainId } });

export function getDomain(domainId: string): Promise<DomainDetail> {
  return callApi('getDomain', { params: { domainId } });
}

export function useDomain(domainId: string | undefined) {
  return useSWR(domainId ? domainKey(domainId) : null, () => getDomain(domainId!), {
    // The registry is asked on every read: not on each focus.
    revalidateOnFocus: false,
    shouldRetryOnError: (error) => !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}
