import { randomUUID } from 'node:crypto';
import { webhookLimits, webhookTestEventType } from '#shared/webhooks.ts';
import type { CreateWebhookRequest, UpdateWebhookRequest, Webhook, WebhookAttempt } from '#shared/schemas/webhooks.ts';
import { DomainError } from '../errors.ts';
import { assertOwner } from '../teams/team-rules.ts';
import { attemptDelivery } from './attempt-delivery.ts';
import type { WebhookAttemptRecord, WebhookEndpointRecord } from './model.ts';
import type { WebhookPorts } from './ports.ts';
import { webhookBody } from './webhook-of-event.ts';
import { deliveryIdOf, endpointUrlRefusal, newWebhookSecret, previousSecretValidMs } from './webhook-rules.ts';

/**
 * Webhook endpoints' use cases (issue 30, docs/decisions/webhooks.md). A person's endpoints are
 * theirs; a team's belong to the team, managed by its owners, as the team's API tokens are.
 */

/** Whose endpoints: the caller's own, or a team's (which the caller must own). */
export type WebhookManager = { kind: 'user'; userId: string } | { kind: 'team'; teamId: string; userId: string };

/** A team's endpoints are its owners': 404 for a stranger, 403 only_owners for a member. */
async function ownerIdOf(manager: WebhookManager, ports: Pick<WebhookPorts, 'domains'>): Promise<string> {
  if (manager.kind === 'user') return manager.userId;
  const role = await ports.domains.teamRoleOf(manager.teamId, manager.userId);
  if (role === null) throw new DomainError('not_found');
  assertOwner(role);
  return manager.teamId;
}

/** One of the manager's endpoints, or `not_found` (another owner's alike). */
async function managedEndpoint(manager: WebhookManager, endpointId: string, ports: Pick<WebhookPorts, 'domains' | 'webhooks'>): Promise<WebhookEndpointRecord> {
  const ownerId = await ownerIdOf(manager, ports);
  const endpoint = await ports.webhooks.get(endpointId);
  if (!endpoint || endpoint.ownerId !== ownerId) throw new DomainError('not_found');
  return endpoint;
}

export function webhookAttemptView(attempt: WebhookAttemptRecord): WebhookAttempt {
  return {
    delivery_id: attempt.deliveryId,
    type: attempt.type,
    attempt: attempt.attempt,
    at: attempt.at,
    status: attempt.status,
    ok: attempt.ok,
    duration_ms: attempt.durationMs,
    error: attempt.error,
    next_attempt_at: attempt.nextAttemptAt,
  };
}

export function webhookView(endpoint: WebhookEndpointRecord, now: Date): Webhook {
  const previousValid = endpoint.previousSecretUntil && Date.parse(endpoint.previousSecretUntil) > now.getTime();
  return {
    id: endpoint.endpointId,
    team_id: endpoint.ownerType === 'team' ? endpoint.ownerId : null,
    name: endpoint.name,
    url: endpoint.url,
    events: endpoint.events,
    state: endpoint.enabled ? 'enabled' : endpoint.disabledByFailures ? 'disabled_by_failures' : 'disabled',
    created_at: endpoint.createdAt,
    previous_secret_valid_until: previousValid ? endpoint.previousSecretUntil! : null,
    failing_since: endpoint.failingSince ?? null,
    last_attempt: endpoint.lastAttempt ? webhookAttemptView(endpoint.lastAttempt) : null,
  };
}

export async function listWebhooks(manager: WebhookManager, ports: WebhookPorts): Promise<Webhook[]> {
  const ownerId = await ownerIdOf(manager, ports);
  const now = ports.clock.now();
  return (await ports.webhooks.listOfOwner(ownerId)).map((endpoint) => webhookView(endpoint, now));
}

/** Adds an endpoint and answers its signing secret, once. Only https:// (the local setting aside). */
export async function createWebhook(manager: WebhookManager, input: CreateWebhookRequest, ports: WebhookPorts): Promise<Webhook & { secret: string }> {
  const ownerId = await ownerIdOf(manager, ports);
  const refusal = endpointUrlRefusal(input.url, ports.allowLocalhost);
  if (refusal) throw new DomainError('validation_failed', { url: refusal });
  const existing = await ports.webhooks.listOfOwner(ownerId);
  if (existing.length >= webhookLimits.perOwner) throw new DomainError('validation_failed', { name: 'webhooks_max' });
  const now = ports.clock.now();
  const endpoint: WebhookEndpointRecord = {
    endpointId: randomUUID(),
    ownerType: manager.kind,
    ownerId,
    name: input.name,
    url: new URL(input.url).href,
    events: [...new Set(input.events)],
    secret: newWebhookSecret(),
    enabled: true,
    createdAt: now.toISOString(),
    createdBy: manager.userId,
  };
  await ports.webhooks.create(endpoint);
  return { ...webhookView(endpoint, now), secret: endpoint.secret };
}

/** Renames, changes the events of, or switches an endpoint on or off; switching on starts its failing count afresh. */
export async function updateWebhook(manager: WebhookManager, endpointId: string, input: UpdateWebhookRequest, ports: WebhookPorts): Promise<Webhook> {
  const endpoint = await managedEndpoint(manager, endpointId, ports);
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.events !== undefined ? { events: [...new Set(input.events)] } : {}),
    ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
  };
  await ports.webhooks.update(endpointId, changes);
  const updated = { ...endpoint, ...changes };
  if (input.enabled !== undefined) {
    delete updated.disabledByFailures;
    delete updated.failingSince;
  }
  return webhookView(updated, ports.clock.now());
}

export async function deleteWebhook(manager: WebhookManager, endpointId: string, ports: WebhookPorts): Promise<void> {
  await managedEndpoint(manager, endpointId, ports);
  await ports.webhooks.remove(endpointId);
}

/** A new signing secret, answered once; the previous one keeps signing (a second `v1=`) for 24 hours. */
export async function rotateWebhookSecret(manager: WebhookManager, endpointId: string, ports: WebhookPorts): Promise<Webhook & { secret: string }> {
  const endpoint = await managedEndpoint(manager, endpointId, ports);
  const now = ports.clock.now();
  const rotated = { ...endpoint, secret: newWebhookSecret(), previousSecret: endpoint.secret, previousSecretUntil: new Date(now.getTime() + previousSecretValidMs).toISOString() };
  await ports.webhooks.update(endpointId, { secret: rotated.secret, previousSecret: rotated.previousSecret, previousSecretUntil: rotated.previousSecretUntil });
  return { ...webhookView(rotated, now), secret: rotated.secret };
}

/** The endpoint's last attempts, newest first. */
export async function listWebhookDeliveries(manager: WebhookManager, endpointId: string, ports: WebhookPorts): Promise<WebhookAttempt[]> {
  await managedEndpoint(manager, endpointId, ports);
  return (await ports.webhooks.listAttempts(endpointId, webhookLimits.attemptsListed)).map(webhookAttemptView);
}

/** Sends a `webhook.test` event now (also to a switched-off endpoint: its owner is checking it) and answers the attempt. */
export async function sendTestWebhook(manager: WebhookManager, endpointId: string, ports: WebhookPorts): Promise<WebhookAttempt> {
  const endpoint = await managedEndpoint(manager, endpointId, ports);
  const now = ports.clock.now();
  const deliveryId = deliveryIdOf(randomUUID());
  const body = webhookBody(deliveryId, webhookTestEventType, now.toISOString(), { endpoint_id: endpoint.endpointId, name: endpoint.name });
  const delivery = { endpointId, deliveryId, type: webhookTestEventType, body, createdAt: now.toISOString(), attempts: 0, state: 'pending' as const };
  await ports.webhooks.createDelivery(delivery);
  return webhookAttemptView(await attemptDelivery(endpoint, delivery, ports, { manual: true }));
}

/** Sends one of the endpoint's deliveries again now, the same id and body, and answers the attempt. */
export async function redeliverWebhook(manager: WebhookManager, endpointId: string, deliveryId: string, ports: WebhookPorts): Promise<WebhookAttempt> {
  const endpoint = await managedEndpoint(manager, endpointId, ports);
  const delivery = await ports.webhooks.getDelivery(endpointId, deliveryId);
  if (!delivery) throw new DomainError('not_found');
  return webhookAttemptView(await attemptDelivery(endpoint, delivery, ports, { manual: true }));
}
