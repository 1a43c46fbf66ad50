import { mutate } from 'swr';
import { type ApiAnswer, apiPath, callApi } from '#web/lib/call-api.ts';

/** `PUT /domains/{domainId}/auto-renewal`; the domain is read again afterwards. */
export async function setAutoRenewal(domainId: string, enabled: boolean): Promise<ApiAnswer<'setAutoRenewal'>> {
  const answer = await callApi('setAutoRenewal', { params: { domainId }, body: { enabled } });
  await mutate(apiPath('getDomain', { params: { domainId } }));
  return answer;
}
