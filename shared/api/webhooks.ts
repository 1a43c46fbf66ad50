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
    request: { rawBody: true },
    response: { status: 200, schema: z.object({ received: z.literal(true), outcome: z.string() }) },
  },
]);
