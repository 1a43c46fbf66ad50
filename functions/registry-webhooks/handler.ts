import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import type { Config } from '../config.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { registrySignatureHeader, registryTimestampHeader, registryWebhooksApi } from '#shared/api/registry-webhooks.ts';
import { receiveRegistryEvent } from './receive-registry-event.ts';
import { composeRegistryWebhooks } from './wiring.ts';
import { webhookErrors } from '#shared/i18n/messages.ts';

/** The registry-webhooks context's handler: the registry's signed events, put on the registry-events queue. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const ports = composeRegistryWebhooks(config, local);
  return httpContextHandler(
    registryWebhooksApi,
    {
      receiveRegistryWebhook: async ({ rawBody, headers, logger }) => {
        const header = (name: string) => headers[name.toLowerCase()] ?? undefined;
        const received = await receiveRegistryEvent({ rawBody: rawBody ?? '', timestamp: header(registryTimestampHeader), signature: header(registrySignatureHeader) }, ports);
        logger.info('registry webhook', received);
        return { received: true as const, event_id: received.eventId };
      },
    },
    httpPipelineOptions(config, local),
    [webhookErrors],
  );
}
