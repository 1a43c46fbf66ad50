import { createPaymentCardRequest, createPaymentCardResponse, paymentCardResponse, paymentCardsResponse, updatePaymentCardRequest } from '../schemas/payment-cards.ts';
import { defineRoutes } from './contract.ts';

/**
 * Context `payment-cards`: the caller's saved cards (spec §2 `/payment-methods`, §7). Cards are
 * saved on the payment provider's page; its webhook (context `payment-webhooks`) adds them. Another
 * owner's card is 404. Team cards (`/teams/{id}/payment-cards`) come with teams.
 */
export const paymentCardsApi = defineRoutes([
  {
    id: 'listMyPaymentCards',
    method: 'GET',
    path: '/users/me/payment-cards',
    context: 'payment-cards',
    auth: 'verified',
    response: { status: 200, schema: paymentCardsResponse },
  },
  {
    id: 'createPaymentCard',
    method: 'POST',
    path: '/payment-cards',
    context: 'payment-cards',
    auth: 'verified',
    request: { body: createPaymentCardRequest },
    response: { status: 201, schema: createPaymentCardResponse },
  },
  {
    id: 'getPaymentCard',
    method: 'GET',
    path: '/payment-cards/{cardId}',
    context: 'payment-cards',
    auth: 'verified',
    response: { status: 200, schema: paymentCardResponse },
  },
  {
    id: 'updatePaymentCard',
    method: 'PATCH',
    path: '/payment-cards/{cardId}',
    context: 'payment-cards',
    auth: 'verified',
    request: { body: updatePaymentCardRequest },
    response: { status: 200, schema: paymentCardResponse },
  },
  {
    id: 'deletePaymentCard',
    method: 'DELETE',
    path: '/payment-cards/{cardId}',
    context: 'payment-cards',
    auth: 'verified',
    response: { status: 204, schema: null },
  },
]);
