import useSWR from 'swr';
import type { LocksView } from '../../../../../shared/schemas/domain-settings';
import { api } from '../../../lib/api-client';

/**
 * `GET /domains/{domainId}/locks`: the transfer lock and the registration lock. Asking again is
 * how a requested unlock gets confirmed (the API checks the registry's state each time).
 */
export const locksKey = (domainId: string) => `/domains/${encodeURIComponent(domainId)}/locks`;

export function getLocks(domainId: string): Promise<LocksView> {
  return api.get<LocksView>(locksKey(domainId));
}

export function useLocks(domainId: string) {
  return useSWR(locksKey(domainId), () => getLocks(domainId), { revalidateOnFocus: false });
}
