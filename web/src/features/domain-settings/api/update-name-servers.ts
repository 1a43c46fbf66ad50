import { useSWRConfig } from 'swr';
import type { NameServersView, UpdateNameServersRequest } from '#shared/schemas/domain-settings.ts';
import { callApi } from '#web/lib/call-api.ts';
import { dnssecKey } from './get-dnssec';
import { domainDetailKey } from './domain-detail-key';
import { nameServersKey } from './get-name-servers';

/**
 * `PUT /domains/{domainId}/name-servers`. A 409 `name_servers_not_answering` names the servers
 * that did not answer (`fields`); the same request with `confirm: true` saves them anyway.
 */
export type NameServersInput =
  Extract<UpdateNameServersRequest, { mode: 'product' }> | (Omit<Extract<UpdateNameServersRequest, { mode: 'custom' }>, 'confirm'> & { confirm?: boolean });

export function updateNameServers(domainId: string, input: NameServersInput): Promise<NameServersView> {
  return callApi('updateDomainNameServers', { params: { domainId }, body: input });
}

export function useUpdateNameServers(domainId: string) {
  const { mutate } = useSWRConfig();
  return async (input: NameServersInput): Promise<NameServersView> => {
    const view = await updateNameServers(domainId, input);
    await mutate(nameServersKey(domainId), view, { revalidate: false });
    // The domain view (its mode decides what the DNS tab shows) and DNSSEC (DS records may be gone) follow.
    await Promise.all([mutate(domainDetailKey(domainId)), mutate(dnssecKey(domainId))]);
    return view;
  };
}
