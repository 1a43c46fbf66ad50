import { useSWRConfig } from 'swr';
import type { DnssecView } from '#shared/schemas/domain-settings.ts';
import { callApi } from '#web/lib/call-api.ts';
import { dnssecKey } from './get-dnssec';
import { nameServersKey } from './get-name-servers';

/** `DELETE /domains/{domainId}/dnssec/ds-records/{dsId}?understood=true`. */
export function removeDsRecord(domainId: string, dsId: string): Promise<DnssecView> {
  return callApi('removeDomainDsRecord', { params: { domainId, dsId }, query: { understood: 'true' } });
}

export function useRemoveDsRecord(domainId: string) {
  const { mutate } = useSWRConfig();
  return async (dsId: string): Promise<DnssecView> => {
    const view = await removeDsRecord(domainId, dsId);
    await mutate(dnssecKey(domainId), view, { revalidate: false });
    await mutate(nameServersKey(domainId));
    return view;
  };
}
