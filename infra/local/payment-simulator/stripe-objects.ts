import { randomInt } from 'node:crypto';

/** The Stripe objects the simulator keeps, in Stripe's shapes (the fields our adapter and pages use). */

export interface CheckoutSessionObject {
  id: string;
  object: 'checkout.session';
  /** The hosted page; null once the session is complete or expired, as with Stripe. */
  url: string | null;
  amount_total: number;
  /** `dkk`, unless a test hook has the provider report another currency. */
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface CheckoutLineObject {
  name: string;
  unitAmount: number;
  quantity: number;
}

export interface LastPaymentError {
  type: 'card_error';
  code: 'card_declined';
  decline_code?: string;
  message: string;
}

export interface PaymentIntentObject {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded';
  metadata: Record<string, string>;
  last_payment_error: LastPaymentError | null;
  latest_charge: string | null;
  created: number;
  livemode: false;
}

export interface RefundObject {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string | null;
  status: 'succeeded';
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface StripeEventObject {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  data: { object: CheckoutSessionObject | PaymentIntentObject | RefundObject };
}

export interface StripeErrorBody {
  error: { type: string; code?: string; message: string; param?: string };
}

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Stripe-looking id: `cs_test_…`, `pi_…`, `re_…`, `evt_…`, `req_…`. */
export function stripeId(prefix: string, length = 24): string {
  return prefix + Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** A copy, so what was sent in an event or answered to a request does not change with the state. */
export const snapshot = <T>(value: T): T => structuredClone(value);
