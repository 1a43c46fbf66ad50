import useSWR from 'swr';
import { type ApiAnswer, apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /domains/{domainId}/transfer-code`: asked only when the owner chooses to see it. */
export const transferCodeKey = (domainId: string) => apiPath('getDomainTransferCode', { params: { domainId } });

export function getTransferCode(domainId: string): Promise<ApiAnswer<'getDomainTransferCode'>> {
  return callApi('getDomainTransferCode', { params: { domainId } });
}

export function useTransferCode(domainId: string, shown: boolean) {
  return useSWR(shown ? transferCodeKey(domainId) : null, () => getTransferCode(domainId), { revalidateOnFocus: false });
}
