import useSWR from 'swr';
import type { DnssecView } from '../../../../../shared/schemas/domain-settings';
import { api } from '../../../lib/api-client';

/** `GET /domains/{domainId}/dnssec`: signing by the product and the DS records at the registry. */
export const dnssecKey = (domainId: string) => `/domains/${encodeURIComponent(domainId)}/dnssec`;

export function getDnssec(domainId: string): Promise<DnssecView> {
  return api.get<DnssecView>(dnssecKey(domainId));
}

export function useDnssec(domainId: string) {
  return useSWR(dnssecKey(domainId), () => getDnssec(domainId), { revalidateOnFocus: false });
}
