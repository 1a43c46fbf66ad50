import { mutate } from 'swr';
import { api } from '../../../lib/api-client';

/** `PUT /domains/{domainId}/auto-renewal`; the domain is read again afterwards. */
export async function setAutoRenewal(domainId: string, enabled: boolean): Promise<{ auto_renewal: boolean }> {
  const answer = await api.put<{ auto_renewal: boolean }>(`/domains/${domainId}/auto-renewal`, { enabled });
  await mutate(`/domains/${domainId}`);
  return answer;
}
