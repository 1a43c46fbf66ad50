import useSWR from 'swr';
import type { LocksView } from '#shared/schemas/domain-settings.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/**
 * `GET /domains/{domainId}/locks`: the transfer lock and the registration lock. Asking again is
 * how a requested unlock gets confirmed (the API checks the registry's state each time).
 */
export const locksKey = (domainId: string) => apiPath('getDomainLocks', { params: { domainId } });

export function getLocks(domainId: string): Promise<LocksView> {
  return callApi('getDomainLocks', { params: { domainId } });
}

export function useLocks(domainId: string) {
  return useSWR(locksKey(domainId), () => getLocks(domainId), { revalidateOnFocus: false });
}
