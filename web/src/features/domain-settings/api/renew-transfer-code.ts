import { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import { transferCodeKey } from './get-transfer-code';

/** `POST /domains/{domainId}/transfer-code`: a new code; the old one stops working. */
export function renewTransferCode(domainId: string): Promise<{ transfer_code: string }> {
  return api.post<{ transfer_code: string }>(transferCodeKey(domainId));
}

export function useRenewTransferCode(domainId: string) {
  const { mutate } = useSWRConfig();
  return async (): Promise<{ transfer_code: string }> => {
    const answer = await renewTransferCode(domainId);
    await mutate(transferCodeKey(domainId), answer, { revalidate: false });
    return answer;
  };
}
