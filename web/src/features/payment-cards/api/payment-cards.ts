import useSWR, { mutate } from 'swr';
import type { PaymentCard } from '#shared/schemas/payment-cards.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /users/me/payment-cards`: the caller's saved cards, oldest first, with the domains using each. */
export const paymentCardsKey = apiPath('listMyPaymentCards');

export function getPaymentCards(): Promise<PaymentCard[]> {
  return callApi('listMyPaymentCards');
}

/**
 * The cards (with `teamId` the team's: `GET /teams/{id}/payment-cards`); `refreshMs` asks again
 * that often (back from the provider's page, until its webhook has added the card).
 */
export function usePaymentCards(options: { refreshMs?: number; teamId?: string } = {}) {
  const { teamId } = options;
  const key = teamId ? apiPath('listTeamPaymentCards', { params: { teamId } }) : paymentCardsKey;
  return useSWR(key, () => (teamId ? callApi('listTeamPaymentCards', { params: { teamId } }) : getPaymentCards()), { refreshInterval: options.refreshMs ?? 0 });
}

/** `POST /payment-cards {team_id}`: the provider's page where the card is saved (for the team with `teamId`, by its owners). */
export function startCardSetup(teamId?: string): Promise<{ checkout_url: string; expires_at: string }> {
  return callApi('createPaymentCard', { body: { team_id: teamId ?? null } });
}

/** `PATCH /payment-cards/{id} {name}`; the list is read again. */
export async function renamePaymentCard(cardId: string, name: string): Promise<PaymentCard> {
  const card = await callApi('updatePaymentCard', { params: { cardId }, body: { name } });
  await mutate(listKeyOf(card));
  return card;
}

/** The list a card is in: the user's own, or its team's. */
const listKeyOf = (card: Pick<PaymentCard, 'team_id'>) => (card.team_id ? apiPath('listTeamPaymentCards', { params: { teamId: card.team_id } }) : paymentCardsKey);

/** `DELETE /payment-cards/{id}` (refused while a domain uses the card); the list is read again either way. */
export async function deletePaymentCard(card: Pick<PaymentCard, 'id' | 'team_id'>): Promise<void> {
  try {
    await callApi('deletePaymentCard', { params: { cardId: card.id } });
  } finally {
    await mutate(listKeyOf(card));
  }
}
