import type { EventEnvelope } from '#events/envelope.ts';
import type { EventName } from '#events/catalogue/index.ts';
import { attemptDelivery } from './attempt-delivery.ts';
import { newEvent } from './events.ts';
import type { WebhookDeliveryRecord, WebhookOwner } from './model.ts';
import type { WebhookPorts } from './ports.ts';
import { webhookBody, webhookOfEvent } from './webhook-of-event.ts';

/** A delivery made this long ago and never attempted was left by a first try that died: the event's next delivery attempts it. */
const abandonedAfterMs = 10 * 60_000;

type DeliveryPorts = Pick<WebhookPorts, 'webhooks' | 'sender' | 'clock' | 'deliver' | 'domains'>;

/**
 * The webhook-deliveries consumer's use case: an event becomes one delivery per enabled endpoint
 * of its owner (the domain's owner now, when the event does not name one) that asked for its type,
 * each attempted once now. A redelivered event finds its deliveries there and attempts none again
 * (their retries follow through the webhook-retries queue).
 */
export async function deliverEventToWebhooks(event: EventEnvelope & { metadata: { name: EventName } }, ports: DeliveryPorts): Promise<{ attempted: number }> {
  const webhook = webhookOfEvent(event);
  if (!webhook) return { attempted: 0 };
  let owner: WebhookOwner | null;
  if ('domainId' in webhook.owner) {
    const domain = await ports.domains.get(webhook.owner.domainId);
    owner = domain ? { ownerType: domain.ownerType, ownerId: domain.ownerId } : null;
  } else {
    owner = webhook.owner;
  }
  if (!owner) return { attempted: 0 };
  const endpoints = (await ports.webhooks.listOfOwner(owner.ownerId)).filter((endpoint) => endpoint.enabled && endpoint.events.includes(webhook.type));
  // Each endpoint at once: one slow endpoint (5 s at most) never holds up the others.
  const outcomes = await Promise.all(
    endpoints.map(async (endpoint) => {
      const delivery: WebhookDeliveryRecord = {
        endpointId: endpoint.endpointId,
        deliveryId: webhook.deliveryId,
        type: webhook.type,
        body: webhookBody(webhook.deliveryId, webhook.type, event.metadata.occurredAt, webhook.data),
        createdAt: ports.clock.now().toISOString(),
        attempts: 0,
        state: 'pending',
      };
      // Who makes the delivery attempts it. Another event of the same happening (one per owner told), or the same event
      // again, finds it made and leaves it: unless it was made long ago and never attempted (its first try died half-way).
      const made = await ports.webhooks.createDelivery(delivery);
      const current = made ? delivery : await ports.webhooks.getDelivery(endpoint.endpointId, webhook.deliveryId);
      const abandoned = current !== null && current.attempts === 0 && Date.parse(current.createdAt) < ports.clock.now().getTime() - abandonedAfterMs;
      if (!current || !(made || abandoned)) return 0;
      await attemptDelivery(endpoint, current, ports, { manual: false });
      return 1;
    }),
  );
  const attempted = outcomes.reduce<number>((sum, one) => sum + one, 0);
  return { attempted };
}

/** The webhook-retries consumer's use case: a due retry, unless the delivery got through meanwhile or its endpoint is off or gone. */
export async function retryWebhookDelivery(order: { endpointId: string; deliveryId: string }, ports: DeliveryPorts): Promise<'attempted' | 'skipped'> {
  const endpoint = await ports.webhooks.get(order.endpointId);
  if (!endpoint?.enabled) return 'skipped';
  const delivery = await ports.webhooks.getDelivery(order.endpointId, order.deliveryId);
  if (delivery?.state !== 'pending') return 'skipped';
  await attemptDelivery(endpoint, delivery, ports, { manual: false });
  return 'attempted';
}

/**
 * The webhook-retries job's use case: each retry whose time has come leaves the waiting list as a
 * work order (`webhook.retry-due`, through the outbox) that the rule routes to the webhook-retries
 * queue. SQS delays a message 15 minutes at most, so the backoff's hours wait in the table.
 */
export async function releaseDueWebhookRetries(ports: Pick<WebhookPorts, 'webhooks' | 'clock' | 'deliver'>): Promise<{ released: number }> {
  let released = 0;
  for (const retry of await ports.webhooks.dueRetries(ports.clock.now(), 100)) {
    const order = newEvent('webhook.retry-due', { endpointId: retry.endpointId, deliveryId: retry.deliveryId, dueAt: retry.dueAt }, ports.clock);
    if (!(await ports.webhooks.takeRetry(retry, order))) continue;
    await ports.deliver([order]);
    released += 1;
  }
  return { released };
}
