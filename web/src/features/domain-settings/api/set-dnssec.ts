import { useSWRConfig } from 'swr';
import type { DnssecView } from '#shared/schemas/domain-settings.ts';
import { callApi } from '#web/lib/call-api.ts';
import { dnssecKey } from './get-dnssec';
import { nameServersKey } from './get-name-servers';

/** `PUT /domains/{domainId}/dnssec`: signing on the product's name servers, on or off (`understood` is the spec's checkbox). */
export type DnssecSwitch = { enabled: boolean; understood: true };

export function setDnssec(domainId: string, input: DnssecSwitch): Promise<DnssecView> {
  return callApi('setDomainDnssec', { params: { domainId }, body: input });
}

export function useSetDnssec(domainId: string) {
  const { mutate } = useSWRConfig();
  return async (input: DnssecSwitch): Promise<DnssecView> => {
    const view = await setDnssec(domainId, input);
    await mutate(dnssecKey(domainId), view, { revalidate: false });
    await mutate(nameServersKey(domainId));
    return view;
  };
}
