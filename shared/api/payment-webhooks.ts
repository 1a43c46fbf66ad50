import * as z from 'zod';
import { defineRoutes } from './contract.ts';

/** Context `payment-webhooks`: signed calls from the payment provider (the registry's are `registry-webhooks`). */
export const paymentWebhooksApi = defineRoutes([
  {
    id: 'receivePaymentWebhook',
    method: 'POST',
    path: '/webhooks/payments',
    context: 'payment-webhooks',
    auth: 'public',
    request: { rawBody: true },
    response: { status: 200, schema: z.object({ received: z.literal(true), outcome: z.string() }) },
  },
]);
