import * as z from 'zod';
import { dataEnvelope, isoTimestamp, oneLine } from './common.ts';

/** Nicknames are trimmed; at most this long (`functions/payment-cards/card-rules.ts` says the same). */
export const paymentCardNameMax = 50;

/**
 * Spec §3 Payment card: id, team_id (null for personal), name (nickname), last 4 digits,
 * expiration month and year; with the brand, whether it has expired or soon will, and the
 * domains that renew with it (spec §2 `/payment-methods`). Never the card number: only the
 * payment provider holds it.
 */
export const paymentCardSchema = z.object({
  id: z.string(),
  team_id: z.string().nullable(),
  name: z.string(),
  brand: z.string(),
  last4: z.string(),
  expiration_month: z.int().min(1).max(12),
  expiration_year: z.int(),
  /** `expiring_soon`: its last valid day is within 30 days. */
  expiry_status: z.enum(['valid', 'expiring_soon', 'expired']),
  /** The domains that renew with it: while there is one, it cannot be deleted. */
  domains: z.array(z.object({ id: z.string(), name: z.string() })),
  created_at: isoTimestamp,
});
export type PaymentCard = z.infer<typeof paymentCardSchema>;

export const paymentCardsResponse = dataEnvelope(z.array(paymentCardSchema));
export const paymentCardResponse = dataEnvelope(paymentCardSchema);

/** `POST /payment-cards {team_id}` (spec §5: uuid or null; null is the caller's own card). */
export const createPaymentCardRequest = z.strictObject({
  team_id: z.uuid({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid_value') }).nullable(),
});

/** Where to send the cardholder: the provider's page that saves the card (nothing is charged). */
export const createPaymentCardResponse = dataEnvelope(z.object({ checkout_url: z.string(), expires_at: isoTimestamp }));

/** `PATCH /payment-cards/{id} {name}` (spec §5: name, a required string). */
export const updatePaymentCardRequest = z.strictObject({
  name: oneLine(z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(paymentCardNameMax, { error: 'validation.card_name_max' })),
});
