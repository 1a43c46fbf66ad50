import * as z from 'zod';
import { defineRoutes } from './contract.ts';

/** Context `webhooks`: signed calls from the payment provider (and later the registry). */
export const webhooksApi = defineRoutes([
  {
    id: 'receivePaymentWebhook',
    method: 'POST',
    path: '/webhooks/payments',
    context: 'webhooks',
    auth: 'public',
    summary: "The payment provider's events (Stripe-Signature verified over the raw body, 5 minutes tolerance); each event id counts once.",
    request: { rawBody: true },
    response: { status: 200, schema: z.object({ received: z.literal(true), outcome: z.string() }) },
  },
]);
