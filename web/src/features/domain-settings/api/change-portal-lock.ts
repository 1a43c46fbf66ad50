import { useSWRConfig } from 'swr';
import type { PortalLockView } from '#shared/schemas/domain-settings.ts';
import { callApi } from '#web/lib/call-api.ts';
import { portalLockKey } from '#web/lib/api/get-portal-lock.ts';

/**
 * The portal lock's four calls: `POST /domains/{domainId}/portal-lock` (on at once), `POST …/lift-request`
 * (ask to lift), `POST …/lift-request/approve` (another team owner) and `DELETE …/lift-request` (cancel).
 * Each answers the lock as it is now, which every tab reads to say what it may change.
 */
export type PortalLockAction = 'lock' | 'ask' | 'approve' | 'cancel';

const routes = {
  lock: 'lockDomainInPortal',
  ask: 'requestPortalLockLift',
  approve: 'approvePortalLockLift',
  cancel: 'cancelPortalLockLift',
} as const;

export function changePortalLock(domainId: string, action: PortalLockAction): Promise<PortalLockView> {
  return callApi(routes[action], { params: { domainId } });
}

export function useChangePortalLock(domainId: string) {
  const { mutate } = useSWRConfig();
  return async (action: PortalLockAction): Promise<PortalLockView> => {
    const view = await changePortalLock(domainId, action);
    await mutate(portalLockKey(domainId), view, { revalidate: false });
    return view;
  };
}
