import { useSWRConfig } from 'swr';
import type { LocksView } from '#shared/schemas/domain-settings.ts';
import { callApi } from '#web/lib/call-api.ts';
import { domainDetailKey } from './domain-detail-key';
import { locksKey } from './get-locks';

/** `PUT /domains/{domainId}/transfer-lock`: on or off at once. */
export function setTransferLock(domainId: string, locked: boolean): Promise<LocksView> {
  return callApi('setDomainTransferLock', { params: { domainId }, body: { locked } });
}

export function useSetTransferLock(domainId: string) {
  const { mutate } = useSWRConfig();
  return async (locked: boolean): Promise<LocksView> => {
    const view = await setTransferLock(domainId, locked);
    await mutate(locksKey(domainId), view, { revalidate: false });
    await mutate(domainDetailKey(domainId));
    return view;
  };
}
