import type { EventEnvelope } from '#events/envelope.ts';
import type { DomainRecord } from '../domains/model.ts';
import type { Clock } from '../ports/clock.ts';
import type { WebhookAttemptRecord, WebhookDeliveryRecord, WebhookEndpointRecord, WebhookSendResult } from './model.ts';

/** A retry waiting for its time (docs/data-model.md, "Webhooks"). */
export interface DueWebhookRetry {
  endpointId: string;
  deliveryId: string;
  dueAt: string;
}

/** Endpoints, their deliveries and attempts, and the retries waiting (docs/data-model.md, "Webhooks"). */
export interface WebhookRepository {
  /** Stores a new endpoint (never over another). */
  create(endpoint: WebhookEndpointRecord): Promise<void>;
  get(endpointId: string): Promise<WebhookEndpointRecord | null>;
  /** An owner's endpoints, newest first. */
  listOfOwner(ownerId: string): Promise<WebhookEndpointRecord[]>;
  /** Changes what the owner may change, on an endpoint that still exists (else `not_found`). */
  update(endpointId: string, changes: Partial<Pick<WebhookEndpointRecord, 'name' | 'events' | 'enabled' | 'secret' | 'previousSecret' | 'previousSecretUntil'>>): Promise<void>;
  remove(endpointId: string): Promise<void>;
  /** Stores a delivery unless one of the same id is there: false then (a redelivered event). */
  createDelivery(delivery: WebhookDeliveryRecord): Promise<boolean>;
  getDelivery(endpointId: string, deliveryId: string): Promise<WebhookDeliveryRecord | null>;
  /**
   * One attempt's outcome, in one transaction: the attempt's item, the delivery's state, the
   * endpoint's last attempt and failing-since (`null`: it answered, the failing is over), a retry
   * waiting when `retryAt`, and when `switchOff` the endpoint switched off with its event (outbox).
   */
  recordAttempt(outcome: {
    attempt: WebhookAttemptRecord;
    delivery: (Pick<WebhookDeliveryRecord, 'attempts' | 'state'> & { nextAttemptAt: string | null }) | null;
    failingSince: string | null;
    switchOff: EventEnvelope | null;
  }): Promise<void>;
  /** The endpoint's last attempts, newest first. */
  listAttempts(endpointId: string, limit: number): Promise<WebhookAttemptRecord[]>;
  /** Retries due at `now` or before, oldest first. */
  dueRetries(now: Date, limit: number): Promise<DueWebhookRetry[]>;
  /** Takes a due retry off the waiting list and hands its work order to the outbox, in one transaction; false when another run took it. */
  takeRetry(retry: DueWebhookRetry, workOrder: EventEnvelope): Promise<boolean>;
}

/** Posts one delivery to an endpoint's URL, refusing our own network (adapters/webhooks/webhook-sender.ts). */
export interface WebhookSender {
  send(request: { url: string; body: string; headers: Record<string, string> }): Promise<WebhookSendResult>;
}

export interface WebhookPorts {
  webhooks: WebhookRepository;
  sender: WebhookSender;
  domains: {
    get(domainId: string): Promise<DomainRecord | null>;
    teamRoleOf(teamId: string, userId: string): Promise<'owner' | 'member' | null>;
  };
  clock: Clock;
  /** The local runtime's setting: `http://localhost` endpoints and loopback addresses for the tests' receiver. */
  allowLocalhost: boolean;
  /** Hands the context's events on (the outbox, then the bus). */
  deliver(events: readonly EventEnvelope[]): Promise<void>;
}
