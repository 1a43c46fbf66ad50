import useSWR from 'swr';
import { api } from '../../../lib/api-client';

/** `GET /domains/{domainId}/transfer-code`: asked only when the owner chooses to see it. */
export const transferCodeKey = (domainId: string) => `/domains/${encodeURIComponent(domainId)}/transfer-code`;

export function getTransferCode(domainId: string): Promise<{ transfer_code: string }> {
  return api.get<{ transfer_code: string }>(transferCodeKey(domainId));
}

export function useTransferCode(domainId: string, shown: boolean) {
  return useSWR(shown ? transferCodeKey(domainId) : null, () => getTransferCode(domainId), { revalidateOnFocus: false });
}
