/**
 * Webhooks' vocabulary that the web and the functions share (issue 30, docs/decisions/webhooks.md):
 * the events an endpoint may subscribe to, the signing secret's shape and the limits.
 */

/** The events a customer's endpoint may ask for, as the delivery's `type` names them. */
export const webhookEventTypes = [
  'domain.expiring',
  'domain.renewed',
  'domain.renewal_failed',
  'domain.registered',
  'domain.transferred_in',
  'domain.transferred_away',
  'domain.name_servers_changed',
  'domain.dnssec_changed',
  'domain.dns_records_changed',
  'domain.lock_changed',
  'team.member_joined',
  'team.member_left',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The type of the delivery the "Send a test event" button makes (never subscribed to). */
export const webhookTestEventType = 'webhook.test';

/** Every signing secret starts so, for secret scanners to find a leaked one (Stripe's prefix). */
export const webhookSecretPrefix = 'whsec_';

/** The header that carries the signatures: `t=<unix seconds>,v1=<hex>[,v1=<hex of the previous secret>]`. */
export const webhookSignatureHeader = 'Okisnavn-Signature';

export const webhookLimits = {
  nameMax: 60,
  urlMax: 2000,
  /** Endpoints per owner (a person or a team). */
  perOwner: 20,
  /** The deliveries an endpoint's list shows, newest first. */
  attemptsListed: 50,
} as const;
