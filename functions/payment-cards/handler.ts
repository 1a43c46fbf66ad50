import { paymentCardsApi } from '#shared/api/payment-cards.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { deleteCard, getCard, listCards, renameCard, startCardSetup } from './payment-cards.ts';
import { composePaymentCards } from './wiring.ts';
import { paymentErrors } from '#shared/i18n/messages.ts';

/** The payment-cards context's handler: the caller's saved cards (the provider's webhook adds them, through the payment-webhooks entry). */
export function createHandler(config: Config, local?: LocalStandIns) {
  const { deliveryFor, ...ports } = composePaymentCards(config, local);
  return httpContextHandler(
    paymentCardsApi,
    {
      listMyPaymentCards: async ({ identity }) => ({ data: await listCards(identity.userId, ports) }),
      createPaymentCard: async ({ identity, body, locale }) => ({
        data: await startCardSetup(
          { user: { id: identity.userId, email: identity.user.email, name: identity.user.name }, teamId: body.team_id, locale: identity.user.language ?? locale },
          ports,
        ),
      }),
      getPaymentCard: async ({ identity, params }) => ({ data: await getCard({ userId: identity.userId, cardId: params.cardId }, ports) }),
      updatePaymentCard: async ({ identity, params, body, logger }) => ({
        data: await renameCard({ userId: identity.userId, cardId: params.cardId, name: body.name }, { ...ports, deliver: deliveryFor(logger) }),
      }),
      deletePaymentCard: async ({ identity, params, logger }) => {
        await deleteCard({ userId: identity.userId, cardId: params.cardId }, { ...ports, deliver: deliveryFor(logger) });
        return null;
      },
    },
    httpPipelineOptions(config, local),
    [paymentErrors],
  );
}
