import { DomainError } from '../errors.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import { stripeVerifyWebhook } from '../adapters/payments/stripe-payments.ts';
import { composeOrders } from '../orders/wiring.ts';
import { completeCardSetup } from '../payment-cards/complete-card-setup.ts';
import { composePaymentCards } from '../payment-cards/wiring.ts';
import { recordPaymentEvent } from '../orders/record-payment-event.ts';
import { WebhookSignatureError } from '../ports/payments.ts';
import { paymentWebhooksApi } from '#shared/api/payment-webhooks.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { paymentErrors, webhookErrors } from '#shared/i18n/messages.ts';

/** The payment-webhooks context's handler: the payment provider's signed events (orders' payments; saved cards' setups). */
export function createHandler(config: Config, local?: LocalStandIns) {
  const { orders, payments, clock, deliveryFor, metrics } = composeOrders(config, local, { verifyWebhook: stripeVerifyWebhook });
  const cards = composePaymentCards(config, local);
  return httpContextHandler(
    paymentWebhooksApi,
    {
      /**
       * Answers 200 only once the event is stored with its order change (transactional outbox), so
       * a failure here makes the provider deliver again; a bad signature is a 400 with no effect.
       */
      receivePaymentWebhook: async ({ rawBody, headers, logger }) => {
        let event;
        try {
          event = await payments.verifyWebhook(rawBody ?? '', headers);
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw new DomainError('webhook_signature_invalid', undefined, { cause: error });
          throw error;
        }
        const outcome =
          event.type === 'card-setup.completed'
            ? await completeCardSetup(event, { ...cards, deliver: cards.deliveryFor(logger) })
            : await recordPaymentEvent(event, { orders, clock, deliver: deliveryFor(logger), metrics });
        logger.info('payment webhook', { eventId: event.id, type: event.type, outcome });
        return { received: true as const, outcome };
      },
    },
    httpPipelineOptions(config, local),
    [paymentErrors, webhookErrors],
  );
}
