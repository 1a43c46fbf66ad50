import useSWR from 'swr';
import type { DnssecView } from '#shared/schemas/domain-settings.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /domains/{domainId}/dnssec`: signing by the product and the DS records at the registry. */
export const dnssecKey = (domainId: string) => apiPath('getDomainDnssec', { params: { domainId } });

export function getDnssec(domainId: string): Promise<DnssecView> {
  return callApi('getDomainDnssec', { params: { domainId } });
}

export function useDnssec(domainId: string) {
  return useSWR(dnssecKey(domainId), () => getDnssec(domainId), { revalidateOnFocus: false });
}
