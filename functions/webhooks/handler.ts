import { webhooksApi } from '#shared/api/webhooks.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhook,
  rotateWebhookSecret,
  sendTestWebhook,
  updateWebhook,
  type WebhookManager,
} from './webhook-endpoints.ts';
import { composeWebhooks } from './wiring.ts';

/** The webhooks context's handler: a person's and a team's webhook endpoints. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const ports = composeWebhooks(config, local);
  const own = (identity: { userId: string }): WebhookManager => ({ kind: 'user', userId: identity.userId });
  const team = (identity: { userId: string }, teamId: string): WebhookManager => ({ kind: 'team', teamId, userId: identity.userId });
  return httpContextHandler(
    webhooksApi,
    {
      listWebhooks: async ({ identity }) => ({ data: await listWebhooks(own(identity), ports) }),
      createWebhook: async ({ identity, body }) => ({ data: await createWebhook(own(identity), body, ports) }),
      updateWebhook: async ({ identity, params, body }) => ({ data: await updateWebhook(own(identity), params.webhookId, body, ports) }),
      deleteWebhook: async ({ identity, params }) => {
        await deleteWebhook(own(identity), params.webhookId, ports);
        return null;
      },
      rotateWebhookSecret: async ({ identity, params }) => ({ data: await rotateWebhookSecret(own(identity), params.webhookId, ports) }),
      sendTestWebhook: async ({ identity, params }) => ({ data: await sendTestWebhook(own(identity), params.webhookId, ports) }),
      listWebhookDeliveries: async ({ identity, params }) => ({ data: await listWebhookDeliveries(own(identity), params.webhookId, ports) }),
      redeliverWebhook: async ({ identity, params }) => ({ data: await redeliverWebhook(own(identity), params.webhookId, params.deliveryId, ports) }),
      listTeamWebhooks: async ({ identity, params }) => ({ data: await listWebhooks(team(identity, params.teamId), ports) }),
      createTeamWebhook: async ({ identity, params, body }) => ({ data: await createWebhook(team(identity, params.teamId), body, ports) }),
      updateTeamWebhook: async ({ identity, params, body }) => ({ data: await updateWebhook(team(identity, params.teamId), params.webhookId, body, ports) }),
      deleteTeamWebhook: async ({ identity, params }) => {
        await deleteWebhook(team(identity, params.teamId), params.webhookId, ports);
        return null;
      },
      rotateTeamWebhookSecret: async ({ identity, params }) => ({ data: await rotateWebhookSecret(team(identity, params.teamId), params.webhookId, ports) }),
      sendTestTeamWebhook: async ({ identity, params }) => ({ data: await sendTestWebhook(team(identity, params.teamId), params.webhookId, ports) }),
      listTeamWebhookDeliveries: async ({ identity, params }) => ({ data: await listWebhookDeliveries(team(identity, params.teamId), params.webhookId, ports) }),
      redeliverTeamWebhook: async ({ identity, params }) => ({
        data: await redeliverWebhook(team(identity, params.teamId), params.webhookId, params.deliveryId, ports),
      }),
    },
    httpPipelineOptions(config, local),
    [],
  );
}
