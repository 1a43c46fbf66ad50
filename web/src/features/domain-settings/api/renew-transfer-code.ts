import { useSWRConfig } from 'swr';
import { type ApiAnswer, callApi } from '#web/lib/call-api.ts';
import { transferCodeKey } from './get-transfer-code';

/** `POST /domains/{domainId}/transfer-code`: a new code; the old one stops working. */
export function renewTransferCode(domainId: string): Promise<ApiAnswer<'renewDomainTransferCode'>> {
  return callApi('renewDomainTransferCode', { params: { domainId } });
}

export function useRenewTransferCode(domainId: string) {
  const { mutate } = useSWRConfig();
  return async (): Promise<ApiAnswer<'renewDomainTransferCode'>> => {
    const answer = await renewTransferCode(domainId);
    await mutate(transferCodeKey(domainId), answer, { revalidate: false });
    return answer;
  };
}
