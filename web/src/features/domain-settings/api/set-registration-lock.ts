import { useSWRConfig } from 'swr';
import type { LocksView } from '#shared/schemas/domain-settings.ts';
import { callApi } from '#web/lib/call-api.ts';
import { domainDetailKey } from './domain-detail-key';
import { contactsKey } from './get-contacts';
import { dnssecKey } from './get-dnssec';
import { locksKey } from './get-locks';
import { nameServersKey } from './get-name-servers';

/** `PUT /domains/{domainId}/registration-lock`: locking holds at once; unlocking is a request the registry confirms. */
export function setRegistrationLock(domainId: string, locked: boolean): Promise<LocksView> {
  return callApi('setDomainRegistrationLock', { params: { domainId }, body: { locked } });
}

export function useSetRegistrationLock(domainId: string) {
  const { mutate } = useSWRConfig();
  return async (locked: boolean): Promise<LocksView> => {
    const view = await setRegistrationLock(domainId, locked);
    await mutate(locksKey(domainId), view, { revalidate: false });
    // The other tabs say whether they may change anything.
    await Promise.all([domainDetailKey(domainId), nameServersKey(domainId), dnssecKey(domainId), contactsKey(domainId)].map((key) => mutate(key)));
    return view;
  };
}
