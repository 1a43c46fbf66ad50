import { mutate } from 'swr';
import { type ApiAnswer, apiPath, callApi } from '#web/lib/call-api.ts';

export interface AutoRenewalChange {
  enabled: boolean;
  terms_accepted?: boolean;
  /** The card to renew with; absent keeps the attached one, null detaches it. */
  payment_card_id?: string | null;
}

/** `PUT /domains/{domainId}/auto-renewal`; the domain and the cards (which name their domains) are read again afterwards. */
export async function setAutoRenewal(domainId: string, change: AutoRenewalChange): Promise<ApiAnswer<'setAutoRenewal'>> {
  const answer = await callApi('setAutoRenewal', { params: { domainId }, body: change });
  await Promise.all([mutate(apiPath('getDomain', { params: { domainId } })), mutate(apiPath('listMyPaymentCards'))]);
  return answer;
}
