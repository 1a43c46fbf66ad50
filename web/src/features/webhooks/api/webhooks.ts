import useSWR, { mutate } from 'swr';
import type { CreateWebhookRequest, UpdateWebhookRequest, Webhook, WebhookAttempt } from '#shared/schemas/webhooks.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** The list's key: the caller's own endpoints, or with `teamId` the team's. */
const listKey = (teamId: string | undefined) => (teamId ? apiPath('listTeamWebhooks', { params: { teamId } }) : apiPath('listWebhooks'));
const deliveriesKey = (endpoint: Pick<Webhook, 'id' | 'team_id'>) =>
  endpoint.team_id
    ? apiPath('listTeamWebhookDeliveries', { params: { teamId: endpoint.team_id, webhookId: endpoint.id } })
    : apiPath('listWebhookDeliveries', { params: { webhookId: endpoint.id } });

/** `GET /webhook-endpoints` (or `/teams/{id}/webhook-endpoints`, its owners'): newest first, never a secret. */
export function useWebhooks(teamId?: string) {
  return useSWR(listKey(teamId), () => (teamId ? callApi('listTeamWebhooks', { params: { teamId } }) : callApi('listWebhooks')));
}

/** An endpoint's last 50 attempts, newest first. */
export function useWebhookDeliveries(endpoint: Pick<Webhook, 'id' | 'team_id'>) {
  return useSWR(deliveriesKey(endpoint), () =>
    endpoint.team_id
      ? callApi('listTeamWebhookDeliveries', { params: { teamId: endpoint.team_id, webhookId: endpoint.id } })
      : callApi('listWebhookDeliveries', { params: { webhookId: endpoint.id } }),
  );
}

/** Adds an endpoint (a fresh sign-in first: the client's step-up modal asks when needed); the answer holds the secret, once. */
export async function createWebhook(teamId: string | undefined, body: CreateWebhookRequest): Promise<Webhook & { secret: string }> {
  const created = teamId ? await callApi('createTeamWebhook', { params: { teamId }, body }) : await callApi('createWebhook', { body });
  await mutate(listKey(teamId));
  return created;
}

/** Runs one call on an endpoint, then reads its list and deliveries again either way. */
async function onEndpoint<T>(endpoint: Pick<Webhook, 'id' | 'team_id'>, call: (teamId: string | undefined) => Promise<T>): Promise<T> {
  const teamId = endpoint.team_id ?? undefined;
  try {
    return await call(teamId);
  } finally {
    await Promise.all([mutate(listKey(teamId)), mutate(deliveriesKey(endpoint))]);
  }
}

export const updateWebhook = (endpoint: Pick<Webhook, 'id' | 'team_id'>, body: UpdateWebhookRequest) =>
  onEndpoint(endpoint, (teamId) =>
    teamId ? callApi('updateTeamWebhook', { params: { teamId, webhookId: endpoint.id }, body }) : callApi('updateWebhook', { params: { webhookId: endpoint.id }, body }),
  );

export const deleteWebhook = (endpoint: Pick<Webhook, 'id' | 'team_id'>) =>
  onEndpoint(endpoint, (teamId) =>
    teamId ? callApi('deleteTeamWebhook', { params: { teamId, webhookId: endpoint.id } }) : callApi('deleteWebhook', { params: { webhookId: endpoint.id } }),
  );

/** A new signing secret (a fresh sign-in first), answered once. */
export const rotateWebhookSecret = (endpoint: Pick<Webhook, 'id' | 'team_id'>): Promise<Webhook & { secret: string }> =>
  onEndpoint(endpoint, (teamId) =>
    teamId ? callApi('rotateTeamWebhookSecret', { params: { teamId, webhookId: endpoint.id } }) : callApi('rotateWebhookSecret', { params: { webhookId: endpoint.id } }),
  );

export const sendTestWebhook = (endpoint: Pick<Webhook, 'id' | 'team_id'>): Promise<WebhookAttempt> =>
  onEndpoint(endpoint, (teamId) =>
    teamId ? callApi('sendTestTeamWebhook', { params: { teamId, webhookId: endpoint.id } }) : callApi('sendTestWebhook', { params: { webhookId: endpoint.id } }),
  );

export const redeliverWebhook = (endpoint: Pick<Webhook, 'id' | 'team_id'>, deliveryId: string): Promise<WebhookAttempt> =>
  onEndpoint(endpoint, (teamId) =>
    teamId
      ? callApi('redeliverTeamWebhook', { params: { teamId, webhookId: endpoint.id, deliveryId } })
      : callApi('redeliverWebhook', { params: { webhookId: endpoint.id, deliveryId } }),
  );
