import { randomInt } from 'node:crypto';

/** The Stripe objects the simulator keeps, in Stripe's shapes (the fields our adapter and pages use). */

export interface CheckoutSessionObject {
  id: string;
  object: 'checkout.session';
  /** The hosted page; null once the session is complete or expired, as with Stripe. */
  url: string | null;
  /** Null for a card setup (`mode: 'setup'`): nothing is charged. */
  amount_total: number | null;
  /** `dkk`, unless a test hook has the provider report another currency. */
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  mode: 'payment' | 'setup';
  /** `no_payment_required` for a card setup. */
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  /** The Customer the session belongs to (required for a card setup here). */
  customer: string | null;
  /** A card setup's SetupIntent, made when the card is saved. */
  setup_intent: string | null;
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
  code: 'card_declined' | 'authentication_required' | 'expired_card';
  decline_code?: string;
  message: string;
}

export interface PaymentIntentObject {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  /** `requires_confirmation`: an off-session payment made without `confirm=true`, not yet charged. */
  status: 'requires_payment_method' | 'requires_confirmation' | 'succeeded';
  metadata: Record<string, string>;
  last_payment_error: LastPaymentError | null;
  /** Off-session charges of a saved card: its Customer and PaymentMethod (null for a Checkout payment). */
  customer?: string | null;
  payment_method?: string | null;
  description?: string | null;
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

export interface CustomerObject {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** A saved card (Stripe PaymentMethod of type `card`): only the provider holds the number. */
export interface PaymentMethodObject {
  id: string;
  object: 'payment_method';
  type: 'card';
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: 'credit'; country: string };
  /** Null once detached. */
  customer: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface SetupIntentObject {
  id: string;
  object: 'setup_intent';
  status: 'succeeded';
  usage: 'off_session';
  customer: string;
  payment_method: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
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
  data: {
    object: CheckoutSessionObject | PaymentIntentObject | RefundObject | PaymentMethodObject | SetupIntentObject;
    /** What changed (Stripe sends it with `*.updated` and `payment_method.detached`). */
    previous_attributes?: Record<string, unknown>;
  };
}

export interface StripeErrorBody {
  error: { type: string; code?: string; decline_code?: string; message: string; param?: string; payment_intent?: PaymentIntentObject };
}

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Stripe-looking id: `cs_test_…`, `pi_…`, `re_…`, `evt_…`, `req_…`, `cus_…`, `pm_…`, `seti_…`. */
export function stripeId(prefix: string, length = 24): string {
  return prefix + Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** A copy, so what was sent in an event or answered to a request does not change with the state. */
export const snapshot = <T>(value: T): T => structuredClone(value);
