import { useSWRConfig } from 'swr';
import type { AddDsRecordRequest, DnssecView } from '#shared/schemas/domain-settings.ts';
import { callApi } from '#web/lib/call-api.ts';
import { dnssecKey } from './get-dnssec';
import { nameServersKey } from './get-name-servers';

/** `POST /domains/{domainId}/dnssec/ds-records`: a DS record, or a DNSKEY the API turns into one. */
export function addDsRecord(domainId: string, input: AddDsRecordRequest): Promise<DnssecView> {
  return callApi('addDomainDsRecord', { params: { domainId }, body: input });
}

export function useAddDsRecord(domainId: string) {
  const { mutate } = useSWRConfig();
  return async (input: AddDsRecordRequest): Promise<DnssecView> => {
    const view = await addDsRecord(domainId, input);
    await mutate(dnssecKey(domainId), view, { revalidate: false });
    await mutate(nameServersKey(domainId));
    return view;
  };
}
