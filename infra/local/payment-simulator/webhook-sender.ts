import { stripeSignatureHeader } from './stripe-webhook-signature.ts';
import { type StripeEventObject, unixSeconds } from './stripe-objects.ts';

/**
 * Posts events to the portal's webhook the way Stripe does: the JSON event, signed in
 * `Stripe-Signature` at the moment of each attempt, retried with backoff on a network error or
 * a non-2xx answer. Timers are unref'd so a pending retry never keeps a process alive.
 */

export interface WebhookDelivery {
  eventId: string;
  eventType: string;
  /** 1 for the first attempt, counting retries and resends of the same event. */
  attempt: number;
  /** A resend (`resend(eventId)`): the same event posted again on purpose. */
  replay: boolean;
  at: string;
  /** The portal's HTTP status; null when no answer came. */
  status: number | null;
  error: string | null;
}

export interface WebhookSenderOptions {
  webhookUrl: string;
  webhookSecret: string;
  now: () => Date;
  /** Waits before the retries after a failed first attempt. */
  retryDelaysMs: readonly number[];
  /** How long one attempt waits for the portal's answer. */
  attemptTimeoutMs: number;
  /** The portal took the event (a 2xx to any attempt or resend): it need not be sent again. */
  onDelivered?: (eventId: string) => void;
}

export interface WebhookSender {
  /** Posts now; retries in the background if that fails. Resolves with the first attempt. */
  deliver(event: StripeEventObject): Promise<WebhookDelivery>;
  /** Starts delivery after `delayMs`. */
  deliverLater(event: StripeEventObject, delayMs: number): void;
  /** One more attempt, freshly signed, no retries (a replay). */
  resend(event: StripeEventObject): Promise<WebhookDelivery>;
  deliveries(): WebhookDelivery[];
  /**
   * An outage of the portal's webhook endpoint: while unreachable every attempt fails (retries
   * too), so events stay unacknowledged, as when Stripe gives up on an endpoint.
   */
  setReachable(reachable: boolean): void;
  stop(): void;
}

const succeeded = (delivery: WebhookDelivery) => delivery.status !== null && delivery.status >= 200 && delivery.status < 300;

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const deliveries: WebhookDelivery[] = [];
  const attempts = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const stopping = new AbortController();
  let unreachable = false;

  const later = (delayMs: number, work: () => void) => {
    if (stopping.signal.aborted) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };

  async function attempt(event: StripeEventObject, replay: boolean): Promise<WebhookDelivery> {
    const number = (attempts.get(event.id) ?? 0) + 1;
    attempts.set(event.id, number);
    const body = JSON.stringify(event, null, 2);
    const delivery: WebhookDelivery = { eventId: event.id, eventType: event.type, attempt: number, replay, at: options.now().toISOString(), status: null, error: null };
    if (unreachable) {
      delivery.error = 'The webhook endpoint is unreachable (simulated outage)';
      deliveries.push(delivery);
      return delivery;
    }
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': stripeSignatureHeader(options.webhookSecret, body, unixSeconds(options.now())),
        },
        body,
        signal: AbortSignal.any([AbortSignal.timeout(options.attemptTimeoutMs), stopping.signal]),
      });
      await response.arrayBuffer();
      delivery.status = response.status;
    } catch (error) {
      delivery.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    deliveries.push(delivery);
    if (succeeded(delivery)) options.onDelivered?.(event.id);
    return delivery;
  }

  const retry = (event: StripeEventObject, retryIndex: number) => {
    const delayMs = options.retryDelaysMs[retryIndex];
    if (delayMs === undefined) return;
    later(delayMs, () => {
      void attempt(event, false).then((delivery) => {
        if (!succeeded(delivery)) retry(event, retryIndex + 1);
      });
    });
  };

  const deliver = async (event: StripeEventObject) => {
    const delivery = await attempt(event, false);
    if (!succeeded(delivery)) retry(event, 0);
    return delivery;
  };

  return {
    deliver,
    deliverLater: (event, delayMs) => later(delayMs, () => void deliver(event)),
    resend: (event) => attempt(event, true),
    deliveries: () => deliveries.map((delivery) => ({ ...delivery })),
    setReachable(reachable) {
      unreachable = !reachable;
    },
    stop() {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
