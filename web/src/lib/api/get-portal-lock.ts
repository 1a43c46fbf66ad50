import useSWR from 'swr';
import type { PortalLockView } from '#shared/schemas/domain-settings.ts';
import { apiPath, callApi } from '../call-api';

/**
 * `GET /domains/{domainId}/portal-lock`: the portal's own lock and a waiting request to lift it. Here, not in the
 * domain-settings feature, as a domain's move (domain-ownership) says why it is disabled under the lock too.
 */
export const portalLockKey = (domainId: string) => apiPath('getDomainPortalLock', { params: { domainId } });

export function getPortalLock(domainId: string): Promise<PortalLockView> {
  return callApi('getDomainPortalLock', { params: { domainId } });
}

export function usePortalLock(domainId: string) {
  return useSWR(portalLockKey(domainId), () => getPortalLock(domainId), { revalidateOnFocus: false });
}

/** Whether the portal lock holds (the API refuses the tab's changes with `portal_locked`); false until it is known. */
export function usePortalLocked(domainId: string): boolean {
  const { data } = usePortalLock(domainId);
  return data !== undefined && data.state !== 'unlocked';
}
