import * as z from 'zod';
import { webhookEventTypes, webhookLimits } from '../webhooks.ts';
import { dataEnvelope, isoTimestamp, oneLine } from './common.ts';

/**
 * Webhooks (issue 30, docs/decisions/webhooks.md): `POST /webhooks` (a person's endpoints) and
 * `POST /teams/{teamId}/webhooks` (a team's, by its owners) take the same description; the
 * signing secret is in the creation's and the rotation's answers only.
 */
const required = (issue: { input: unknown }) => (issue.input === undefined ? 'validation.required' : 'validation.invalid_value');

const endpointName = oneLine(
  z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(webhookLimits.nameMax, { error: 'validation.too_long' }),
);
const endpointEvents = z
  .array(z.enum(webhookEventTypes, { error: 'validation.invalid_value' }), { error: required })
  .min(1, { error: 'validation.webhook_events_required' })
  .max(webhookEventTypes.length, { error: 'validation.invalid_value' });

export const createWebhookRequest = z.strictObject({
  name: endpointName,
  /** https:// (the local runtime may allow http://localhost for the tests' receiver). */
  url: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(webhookLimits.urlMax, { error: 'validation.too_long' })
    .refine((text) => URL.canParse(text), { error: 'validation.invalid_url' }),
  events: endpointEvents,
});
export type CreateWebhookRequest = z.infer<typeof createWebhookRequest>;

/** Switch an endpoint on or off, rename it, or change its events. */
export const updateWebhookRequest = z.strictObject({
  name: endpointName.optional(),
  events: endpointEvents.optional(),
  enabled: z.boolean({ error: 'validation.invalid_value' }).optional(),
});
export type UpdateWebhookRequest = z.infer<typeof updateWebhookRequest>;

export const webhookSchema = z.object({
  id: z.string(),
  /** null: a person's own endpoint. */
  team_id: z.string().nullable(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  /** `disabled_by_failures`: every attempt failed for 3 days; the owner may switch it on again. */
  state: z.enum(['enabled', 'disabled', 'disabled_by_failures']),
  created_at: isoTimestamp,
  /** Until then deliveries carry a signature with the previous secret too. */
  previous_secret_valid_until: isoTimestamp.nullable(),
  failing_since: isoTimestamp.nullable(),
  last_attempt: z.lazy(() => webhookAttemptSchema).nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** One attempt to deliver one event to one endpoint. */
export const webhookAttemptSchema = z.object({
  /** The delivery (the event's) id, `evt_…`: the same for every attempt of it. */
  delivery_id: z.string(),
  type: z.string(),
  /** 1 for the first attempt, then each retry; a redelivery or a test counts on. */
  attempt: z.int(),
  at: isoTimestamp,
  /** The endpoint's HTTP status, or null when none came (refused address, timeout, connection). */
  status: z.int().nullable(),
  ok: z.boolean(),
  duration_ms: z.int(),
  /** Why no 2xx came: `address_refused`, `timeout`, `connection_failed`, `redirect`, `http_status`. */
  error: z.string().nullable(),
  /** When the next retry is due, or null. */
  next_attempt_at: isoTimestamp.nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhooksResponse = dataEnvelope(z.array(webhookSchema));
export const webhookResponse = dataEnvelope(webhookSchema);
/** The one answer with the secret: shown once, never again. */
export const createWebhookResponse = dataEnvelope(webhookSchema.extend({ secret: z.string() }));
export const rotateWebhookSecretResponse = dataEnvelope(webhookSchema.extend({ secret: z.string() }));
export const webhookAttemptsResponse = dataEnvelope(z.array(webhookAttemptSchema));
export const webhookAttemptResponse = dataEnvelope(webhookAttemptSchema);
