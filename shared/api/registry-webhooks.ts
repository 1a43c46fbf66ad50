import * as z from 'zod';
import { defineRoutes } from './contract.ts';

/** The registry's signing headers (docs/registry-webhooks.md). */
export const registryTimestampHeader = 'X-Registry-Timestamp';
export const registrySignatureHeader = 'X-Registry-Signature';

/**
 * Context `registry-webhooks`: the registry's signed events about the portal's domains. A
 * verified event is queued and answered 202 at once; the registry-events consumer applies it.
 */
export const registryWebhooksApi = defineRoutes([
  {
    id: 'receiveRegistryWebhook',
    method: 'POST',
    path: '/webhooks/registry',
    context: 'registry-webhooks',
    auth: 'public',
    request: { rawBody: true },
    response: { status: 202, schema: z.object({ received: z.literal(true), event_id: z.string() }) },
  },
]);
