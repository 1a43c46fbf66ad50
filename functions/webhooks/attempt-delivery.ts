import { webhookSignatureHeader as signatureHeaderName } from '#shared/webhooks.ts';
import { newEvent } from './events.ts';
import type { WebhookAttemptRecord, WebhookDeliveryRecord, WebhookEndpointRecord } from './model.ts';
import type { WebhookPorts } from './ports.ts';
import { nextAttemptAt, shouldSwitchOff, signingSecrets, webhookSignatureHeader } from './webhook-rules.ts';

/**
 * One attempt to deliver one delivery to its endpoint: signed now (with the previous secret too
 * during a rotation), posted through the sender (which refuses our own network, follows no
 * redirect and waits at most 5 s), and recorded with its answer. A failed automatic attempt waits
 * for its retry (the backoff, up to 24 hours after the first); an endpoint whose every attempt
 * failed for 3 days is switched off and its owner told. `manual`: the owner's redeliver or test,
 * which neither schedules a retry nor switches the endpoint off.
 */
export async function attemptDelivery(
  endpoint: WebhookEndpointRecord,
  delivery: WebhookDeliveryRecord,
  ports: Pick<WebhookPorts, 'webhooks' | 'sender' | 'clock' | 'deliver'>,
  options: { manual: boolean },
): Promise<WebhookAttemptRecord> {
  const now = ports.clock.now();
  const timestamp = Math.floor(now.getTime() / 1000);
  const result = await ports.sender.send({
    url: endpoint.url,
    body: delivery.body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Okisnavn-Webhooks/1.0',
      [signatureHeaderName]: webhookSignatureHeader(signingSecrets(endpoint, now), timestamp, delivery.body),
    },
  });
  const ok = result.error === null;
  const attemptNumber = delivery.attempts + 1;
  const next = ok || options.manual ? null : nextAttemptAt(new Date(delivery.createdAt), now, attemptNumber);
  const attempt: WebhookAttemptRecord = {
    endpointId: endpoint.endpointId,
    deliveryId: delivery.deliveryId,
    type: delivery.type,
    attempt: attemptNumber,
    at: now.toISOString(),
    status: result.status,
    ok,
    durationMs: result.durationMs,
    error: result.error,
    nextAttemptAt: next?.toISOString() ?? null,
  };
  const state: WebhookDeliveryRecord['state'] = ok ? 'delivered' : options.manual ? delivery.state : next ? 'pending' : 'failed';
  const failingSince = ok ? null : (endpoint.failingSince ?? now.toISOString());
  const switchOff =
    !ok && !options.manual && endpoint.enabled && shouldSwitchOff(failingSince ?? undefined, now)
      ? newEvent(
          'webhook.endpoint-disabled',
          { ownerType: endpoint.ownerType, ownerId: endpoint.ownerId, endpointId: endpoint.endpointId, name: endpoint.name, url: endpoint.url, failingSince: failingSince! },
          ports.clock,
        )
      : null;
  await ports.webhooks.recordAttempt({ attempt, delivery: { attempts: attemptNumber, state, nextAttemptAt: attempt.nextAttemptAt }, failingSince, switchOff });
  if (switchOff) await ports.deliver([switchOff]);
  return attempt;
}
