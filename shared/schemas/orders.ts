import * as z from 'zod';
import { maxSearchNames } from './domains.ts';
import { dataEnvelope, isoTimestamp, languageSchema } from './common.ts';

/** Registration and renewal periods (spec §5: 1–10 years). */
export const minYears = 1;
export const maxYears = 10;

/** The `Idempotency-Key` header of POST /orders: a client-made id of 8–128 safe characters. */
export const idempotencyKeySchema = z.string({ error: 'validation.idempotency_key_invalid' }).regex(/^[A-Za-z0-9_.:-]{8,128}$/, { error: 'validation.idempotency_key_invalid' });

/** POST /orders — buy one or more names for `years` years; the answer carries the payment page. */
export const createOrderRequest = z.strictObject({
  domains: z
    .array(z.string({ error: 'validation.required' }).trim().toLowerCase().min(1, { error: 'validation.required' }).max(255, { error: 'validation.invalid_value' }), {
      error: 'validation.required',
    })
    .min(1, { error: 'validation.select_one_or_more' })
    .max(maxSearchNames, { error: 'validation.too_many_domains' }),
  years: z.int({ error: 'validation.must_be_number' }).min(minYears, { error: 'validation.years_range' }).max(maxYears, { error: 'validation.years_range' }),
  terms_accepted: z.literal(true, { error: 'validation.must_accept' }),
  /** A team the buyer is in buys for the team: the team owns what it buys; the buyer pays (spec §2 team purchase). */
  team_id: z.uuid({ error: 'validation.invalid_value' }).nullable().optional(),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequest>;

/**
 * pending: waiting for the payment (also after the buyer cancelled on the payment page: the
 * checkout stays open until it expires) · paid: payment confirmed by the provider's webhook,
 * registration under way · registered: every name registered · failed: the card was declined or
 * the payment failed · expired: the checkout closed unpaid (abandoned or cancelled), final: a
 * payment that still arrives is refunded, never registered · refunded: paid, but no name could
 * be registered, and the money went back ·
 * payment_mismatch: the provider reported a payment of another amount or currency than the
 * order's total; nothing is registered, the payment goes back, and an administrator looks.
 */
export const orderStatuses = ['pending', 'paid', 'failed', 'expired', 'cancelled', 'replaced', 'registered', 'refunded', 'payment_mismatch'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Per name: pending until registered, or failed (and refunded) when the registry refused it. */
export const orderItemStatuses = ['pending', 'registered', 'refunded'] as const;
export type OrderItemStatus = (typeof orderItemStatuses)[number];

/**
 * Why an order or an item did not go through: an error code the web translates.
 * `card_declined`: the card was declined (any decline code); `payment_failed`: another payment
 * failure; `payment_expired`: the checkout closed unpaid.
 * `registry_unavailable`: the registry stayed down past the give-up time, so the name was refunded.
 */
export const orderFailureReasons = [
  'payment_failed',
  'card_declined',
  'payment_expired',
  'payment_mismatch',
  'domain_unavailable',
  'registry_rejected',
  'registry_unavailable',
] as const;
export type OrderFailureReason = (typeof orderFailureReasons)[number];

export const orderItemSchema = z.object({
  domain: z.string(),
  years: z.int(),
  /** Net price per year, øre. */
  unit_price: z.int(),
  net: z.int(),
  vat: z.int(),
  total: z.int(),
  status: z.enum(orderItemStatuses),
  /** The domain in our table once registered. */
  domain_id: z.string().nullable(),
  failure_reason: z.enum(orderFailureReasons).nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/**
 * An administrator's refund of a settled order, as the buyer sees it: its credit note, numbered in
 * the receipts' one sequence (null for the seconds before it is issued; its PDF is
 * `GET /orders/{id}/credit-note`), the receipt it credits, when, and what it credits: the names
 * the order registered, as negative øre.
 */
export const creditNoteSchema = z.object({
  number: z.string().nullable(),
  credits_receipt_number: z.string().nullable(),
  issued_at: isoTimestamp,
  net: z.int(),
  vat: z.int(),
  total: z.int(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const orderSchema = z.object({
  id: z.string(),
  /** registration: new names; renewal: more years for a domain the buyer has. */
  kind: z.enum(['registration', 'renewal']),
  status: z.enum(orderStatuses),
  items: z.array(orderItemSchema),
  /** øre */
  net: z.int(),
  vat: z.int(),
  vat_percent: z.int(),
  total: z.int(),
  refunded_amount: z.int(),
  /** Refunded by an administrator: the order's credit note; null otherwise. */
  credit_note: creditNoteSchema.nullable(),
  /** A team's purchase: the team that owns it (its receipts and domains are the team's); null for the buyer's own. */
  team_id: z.uuid().nullable(),
  currency: z.literal('DKK'),
  failure_reason: z.enum(orderFailureReasons).nullable(),
  /** The hosted payment page while the order is pending; null afterwards. */
  checkout_url: z.string().nullable(),
  /** The order (checkout session) and invoice (payment) ids at the payment provider. */
  provider_order_id: z.string().nullable(),
  provider_invoice_id: z.string().nullable(),
  /**
   * An automatic renewal's charge (the auto-renewal job, to the attached card): the refused
   * attempts so far, when the last one was made and why it failed (the provider's decline code,
   * `expired_card`, `payment_card_missing`, `payment_provider_unavailable`); null for an order
   * paid at a checkout.
   */
  automatic_charge: z
    .object({
      attempts: z.int(),
      last_attempt_at: isoTimestamp.nullable(),
      last_failure: z.string().nullable(),
    })
    .nullable(),
  created_at: isoTimestamp,
  paid_at: isoTimestamp.nullable(),
  updated_at: isoTimestamp,
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponse = dataEnvelope(orderSchema);
export const ordersResponse = dataEnvelope(z.array(orderSchema));

/** GET /orders/{id}/receipt?language=fo|en */
/** `GET /orders?team_id=`: the team's orders (its receipts, every member's); without it the caller's own. */
export const ordersQuery = z.strictObject({ team_id: z.uuid({ error: 'validation.invalid_value' }).optional() });
export const receiptQuery = z.strictObject({ language: languageSchema.optional() });
