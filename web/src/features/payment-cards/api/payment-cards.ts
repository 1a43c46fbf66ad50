import useSWR, { mutate } from 'swr';
import type { PaymentCard } from '#shared/schemas/payment-cards.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /users/me/payment-cards`: the caller's saved cards, oldest first, with the domains using each. */
export const paymentCardsKey = apiPath('listMyPaymentCards');

export function getPaymentCards(): Promise<PaymentCard[]> {
  return callApi('listMyPaymentCards');
}

/** The cards; `refreshMs` asks again that often (back from the provider's page, until its webhook has added the card). */
export function usePaymentCards(options: { refreshMs?: number } = {}) {
  return useSWR(paymentCardsKey, getPaymentCards, { refreshInterval: options.refreshMs ?? 0 });
}

/** `POST /payment-cards {team_id}`: the provider's page where the card is saved. */
export function startCardSetup(): Promise<{ checkout_url: string; expires_at: string }> {
  return callApi('createPaymentCard', { body: { team_id: null } });
}

/** `PATCH /payment-cards/{id} {name}`; the list is read again. */
export async function renamePaymentCard(cardId: string, name: string): Promise<PaymentCard> {
  const card = await callApi('updatePaymentCard', { params: { cardId }, body: { name } });
  await mutate(paymentCardsKey);
  return card;
}

/** `DELETE /payment-cards/{id}` (refused while a domain uses the card); the list is read again either way. */
export async function deletePaymentCard(cardId: string): Promise<void> {
  try {
    await callApi('deletePaymentCard', { params: { cardId } });
  } finally {
    await mutate(paymentCardsKey);
  }
}
