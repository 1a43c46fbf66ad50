import type { WebhookEventType } from '#shared/webhooks.ts';

/** Who an endpoint belongs to: a person, or a team (whose owners manage it). */
export interface WebhookOwner {
  ownerType: 'user' | 'team';
  ownerId: string;
}

/** Why an attempt got no 2xx. */
export type WebhookAttemptError = 'address_refused' | 'timeout' | 'connection_failed' | 'redirect' | 'http_status' | 'endpoint_disabled';

/** One attempt, as the endpoint's list shows it (docs/data-model.md, "Webhooks"). */
export interface WebhookAttemptRecord {
  endpointId: string;
  deliveryId: string;
  type: string;
  attempt: number;
  at: string;
  status: number | null;
  ok: boolean;
  durationMs: number;
  error: WebhookAttemptError | null;
  nextAttemptAt: string | null;
}

/** A customer's endpoint: where to post which events, and the secret to sign them with. */
export interface WebhookEndpointRecord extends WebhookOwner {
  endpointId: string;
  name: string;
  url: string;
  events: WebhookEventType[];
  /** The signing secret (`whsec_…`), kept as is: the delivery signs with it (docs/decisions/webhooks.md). */
  secret: string;
  /** The secret before the last rotation, valid (a second signature) until `previousSecretUntil`. */
  previousSecret?: string;
  previousSecretUntil?: string;
  enabled: boolean;
  /** Switched off by the portal after 3 days of failed attempts (not by its owner). */
  disabledByFailures?: boolean;
  /** The first failed attempt since the last success. */
  failingSince?: string;
  lastAttempt?: WebhookAttemptRecord;
  createdAt: string;
  createdBy: string;
}

/** One event to one endpoint: the body every attempt sends, and where its retries stand. */
export interface WebhookDeliveryRecord {
  endpointId: string;
  /** `evt_<the domain event's id>`: the same in every attempt, so receivers de-duplicate. */
  deliveryId: string;
  type: string;
  /** The JSON body `{id, type, created, data}`, as sent. */
  body: string;
  createdAt: string;
  attempts: number;
  state: 'pending' | 'delivered' | 'failed';
  nextAttemptAt?: string;
}

/** A delivery ready to send: the body and the endpoint that takes it. */
export interface WebhookMessage {
  deliveryId: string;
  type: string;
  body: string;
}

/** What the sender answers for one POST. */
export interface WebhookSendResult {
  status: number | null;
  error: WebhookAttemptError | null;
  durationMs: number;
}
