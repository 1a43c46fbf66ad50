import useSWR from 'swr';
import type { DnssecView } from '../../../../../shared/schemas/domain-settings';
import { apiPath, callApi } from '../../../lib/call-api';

/** `GET /domains/{domainId}/dnssec`: signing by the product and the DS records at the registry. */
export const dnssecKey = (domainId: string) => apiPath('getDomainDnssec', { params: { domainId } });

export function getDnssec(domainId: string): Promise<DnssecView> {
  return callApi('getDomainDnssec', { params: { domainId } });
}

export function useDnssec(domainId: string) {
  return useSWR(dnssecKey(domainId), () => getDnssec(domainId), { revalidateOnFocus: false });
}
