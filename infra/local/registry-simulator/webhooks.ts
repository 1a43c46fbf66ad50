import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { RegistryWebhookEvent, RegistryWebhookType } from '#functions/adapters/registry/registry-webhook-events.ts';
import type { RegistryDomain } from './registry-state.ts';
import { registryWebhookHeaders } from '#functions/adapters/registry/registry-webhook-signature.ts';

/**
 * The simulator's webhook sender (docs/registry-webhooks.md): each event is POSTed signed, and
 * sent again with exponential backoff after a non-2xx answer or a network error, up to
 * `maxAttempts`. Waiting timers are unref'd, so pending retries never hold a stopping process.
 */

export interface RegistryWebhookOptions {
  url: string;
  secret: string;
  /** Attempts per event, the first included (default 5). */
  maxAttempts?: number;
  /** The first retry's delay; each next one doubles it (default 1000 ms). */
  retryDelayMs?: number;
  /** Per attempt (default 5000 ms). */
  timeoutMs?: number;
  /** The clock each attempt is signed by (default: the system's); the registry's own clock. */
  now?: () => Date;
}

export interface WebhookDelivery {
  eventId: string;
  type: RegistryWebhookType;
  domain: string;
  attempts: number;
  /** The last attempt's HTTP status; null when it got no answer (see `lastError`). */
  lastStatus: number | null;
  lastError: string | null;
  state: 'pending' | 'delivered' | 'failed';
  event: RegistryWebhookEvent;
}

export interface WebhookSender {
  send(event: RegistryWebhookEvent): void;
  /** Every delivery, oldest first (the last 1000). */
  readonly deliveries: readonly WebhookDelivery[];
  /** Resolves when no delivery is pending (delivered or given up). */
  idle(): Promise<void>;
  /** Gives up on pending retries. */
  stop(): void;
}

const deliveryLimit = 1000;

/**
 * A webhook event as docs/registry-webhooks.md defines it, at the registry's time. Its id is the
 * change's (`evt_<change id>`), the same change's poll messages carry `<msgQ id="<change id>">`:
 * a receiver that gets both applies it once.
 */
export function registryWebhookEvent(type: RegistryWebhookType, domain: RegistryDomain, now: Date, changeId: string): RegistryWebhookEvent {
  const transfer = type.startsWith('domain.transfer_') ? domain.transfer : null;
  return {
    id: `evt_${changeId}`,
    type,
    created_at: now.toISOString(),
    data: {
      domain: domain.name,
      registrar: domain.registrar,
      expires_at: type === 'domain.deleted' ? null : domain.expiresAt,
      ...(type === 'domain.status_changed' ? { statuses: domain.statuses.length ? [...domain.statuses] : ['ok'] } : {}),
      ...(type === 'domain.registrant_changed' && domain.registrantId ? { registrant: domain.registrantId } : {}),
      ...(transfer
        ? {
            transfer: {
              status: transfer.status,
              requesting_registrar: transfer.requestingRegistrar,
              requested_at: transfer.requestedAt,
              acting_registrar: transfer.actingRegistrar,
              action_at: transfer.actionAt,
            },
          }
        : {}),
    },
  };
}

export function createWebhookSender(options: RegistryWebhookOptions): WebhookSender {
  const maxAttempts = options.maxAttempts ?? 5;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const deliveries: WebhookDelivery[] = [];
  const running = new Set<Promise<void>>();
  const waiting = new Set<() => void>();
  let stopped = false;

  /** An unref'd pause that `stop()` cuts short. */
  const pause = (ms: number) =>
    new Promise<void>((done) => {
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        done();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      waiting.add(wake);
    });

  async function deliver(delivery: WebhookDelivery, body: string): Promise<void> {
    while (!stopped) {
      delivery.attempts += 1;
      try {
        // Signed at each attempt: a retry minutes later must still be within the tolerance.
        delivery.lastStatus = await post(options, body);
        delivery.lastError = null;
        if (delivery.lastStatus >= 200 && delivery.lastStatus < 300) {
          delivery.state = 'delivered';
          return;
        }
      } catch (error) {
        delivery.lastStatus = null;
        delivery.lastError = (error as Error).message;
      }
      if (delivery.attempts >= maxAttempts || stopped) break;
      await pause(retryDelayMs * 2 ** (delivery.attempts - 1));
    }
    delivery.state = 'failed';
  }

  return {
    send(event) {
      const delivery: WebhookDelivery = { eventId: event.id, type: event.type, domain: event.data.domain, attempts: 0, lastStatus: null, lastError: null, state: 'pending', event };
      deliveries.push(delivery);
      if (deliveries.length > deliveryLimit) deliveries.splice(0, deliveries.length - deliveryLimit);
      const run = deliver(delivery, JSON.stringify(event));
      running.add(run);
      void run.finally(() => running.delete(run));
    },
    get deliveries() {
      return deliveries;
    },
    async idle() {
      while (running.size) await Promise.allSettled([...running]);
    },
    stop() {
      stopped = true;
      for (const wake of [...waiting]) wake();
    },
  };
}

/** One POST on a fresh connection (no keep-alive socket left behind); resolves with the status. */
function post(options: RegistryWebhookOptions, body: string): Promise<number> {
  const url = new URL(options.url);
  const headers = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    ...registryWebhookHeaders(options.secret, body, Math.floor((options.now?.() ?? new Date()).getTime() / 1000)),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { method: 'POST', headers, agent: false, timeout: options.timeoutMs ?? 5000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('Webhook timed out')));
    request.on('error', reject);
    request.end(body);
  });
}
