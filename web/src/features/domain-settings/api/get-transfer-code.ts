import useSWR from 'swr';
import { isApiError } from '#web/lib/api-client.ts';
import { type ApiAnswer, apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /domains/{domainId}/transfer-code`: asked only when the owner chooses to see it. */
export const transferCodeKey = (domainId: string) => apiPath('getDomainTransferCode', { params: { domainId } });

export function getTransferCode(domainId: string): Promise<ApiAnswer<'getDomainTransferCode'>> {
  return callApi('getDomainTransferCode', { params: { domainId } });
}

export function useTransferCode(domainId: string, shown: boolean) {
  // A refusal is not tried again: above all a cancelled step-up (401 step_up_required), which would ask again by itself.
  return useSWR(shown ? transferCodeKey(domainId) : null, () => getTransferCode(domainId), {
    revalidateOnFocus: false,
    shouldRetryOnError: (error) => !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}
