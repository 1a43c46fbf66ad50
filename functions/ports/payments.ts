/**
 * The payment provider, as the portal needs it. Production: Stripe (Checkout Session in DKK,
 * refunds, signed webhooks) through `functions/adapters/payments/stripe-payments.ts`. Locally
 * the same adapter talks to the payment simulator (`infra/local/payment-simulator/`), which
 * serves a subset of Stripe's API and a hosted checkout page under `/dev/pay`, and posts
 * webhooks signed the way Stripe signs them.
 *
 * Money is integer øre (Stripe's "smallest currency unit" for DKK is the øre as well).
 */

export interface CheckoutLine {
  /** What the buyer sees, e.g. `mitt-navn.fo — 2 ár`. */
  description: string;
  quantity: number;
  /** Per unit, VAT included, øre. */
  unitAmount: number;
}

export interface CheckoutRequest {
  /** Our order id: goes to the provider as client_reference_id and metadata, and comes back in every event. */
  orderId: string;
  /** The provider's idempotency key: the same key returns the same session (one payment per order). */
  idempotencyKey: string;
  currency: 'DKK';
  /** Total to pay, VAT included, øre (must equal the lines' sum). */
  amount: number;
  lines: CheckoutLine[];
  customerEmail: string;
  locale: 'fo' | 'en';
  /** Absolute URLs the hosted page sends the buyer back to. */
  successUrl: string;
  cancelUrl: string;
  /**
   * When the payment page closes (30 minutes to 24 hours ahead, Stripe's limits). Required and
   * fixed by the caller (from the order), so every retry with the same idempotency key sends the
   * same request: Stripe refuses one key with other parameters, and "now + 31 min" computed per
   * attempt differs from one second to the next.
   */
  expiresAt: string;
}

export interface CheckoutSession {
  /** The provider's id of the checkout (Stripe `cs_…`): the order id at the provider. */
  id: string;
  /** The hosted payment page to send the buyer to. */
  url: string;
  expiresAt: string;
}

export interface RefundRequest {
  /** The provider's payment id (Stripe PaymentIntent `pi_…`). */
  paymentId: string;
  /** øre; at most what was paid and not yet refunded. */
  amount: number;
  /** Same key → same refund (a retried consumer never refunds twice). */
  idempotencyKey: string;
  reason: 'duplicate' | 'requested_by_customer' | 'fraudulent';
  /** Our order id, kept with the refund at the provider so its `refund.updated` events name the order. */
  orderId?: string;
}

export interface Refund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed';
  amount: number;
}

/** A verified webhook, in the portal's words. `id` is the provider's event id (for deduplication). */
export type PaymentEvent =
  | {
      id: string;
      type: 'checkout.paid';
      occurredAt: string;
      orderId: string;
      checkoutId: string;
      /** The payment (Stripe PaymentIntent id): what a refund refers to; the invoice id at the provider. */
      paymentId: string;
      /** What the provider charged, øre, and in which currency (ISO code, any case): the order counts it only if both equal its total. */
      amount: number;
      currency: string;
    }
  | {
      id: string;
      type: 'checkout.failed';
      occurredAt: string;
      orderId: string;
      checkoutId: string | null;
      paymentId: string | null;
      /** The provider's decline or failure code, e.g. `card_declined`, `insufficient_funds`, `expired`. */
      reason: string;
    }
  | {
      id: string;
      type: 'refund.updated';
      occurredAt: string;
      orderId: string | null;
      paymentId: string;
      refundId: string;
      status: Refund['status'];
      amount: number;
    }
  /**
   * A card setup (Checkout in `setup` mode) finished: the card is saved at the provider. The
   * card's details are read from the provider by `setupIntentId` ({@link SavedCards.cardOfSetup}).
   */
  | {
      id: string;
      type: 'card-setup.completed';
      occurredAt: string;
      /** The provider's setup session (Stripe `cs_…`): one card per setup. */
      setupId: string;
      setupIntentId: string;
      customerId: string;
      /** Whose card it is and who saved it (the session's metadata, as the portal set it). */
      ownerType: 'user' | 'team';
      ownerId: string;
      userId: string;
    }
  /** A provider event the portal does not act on (answered 200 so it is not retried). */
  | { id: string; type: 'ignored'; occurredAt: string; providerType: string };

/** The webhook's signature is missing, wrong or too old: answered 400, nothing changes. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/**
 * A checkout as the provider knows it now (reconciliation asks when a webhook never came):
 * `open` still payable, `complete` finished (paid when `paid` is true), `expired` closed unpaid.
 */
export interface CheckoutState {
  id: string;
  orderId: string | null;
  status: 'open' | 'complete' | 'expired';
  paid: boolean;
  paymentId: string | null;
  /** øre; null before the provider knows it. */
  amount: number | null;
  currency: string;
}

export interface Payments {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The checkout's state at the provider (Stripe: retrieve the Checkout Session). */
  checkoutState(checkoutId: string): Promise<CheckoutState>;
  /**
   * Closes an open checkout so it can no longer be paid (Stripe: expire the Session); answers
   * its state afterwards, which is `complete` when the buyer paid just before.
   */
  expireCheckout(checkoutId: string, idempotencyKey: string): Promise<CheckoutState>;
  refund(request: RefundRequest): Promise<Refund>;
  /**
   * Verifies a webhook (signature over the raw body, timestamp within the tolerance) and reads
   * it. Throws WebhookSignatureError when it cannot be trusted.
   */
  verifyWebhook(rawBody: string, headers: Record<string, string | undefined>): Promise<PaymentEvent>;
}

/** Whose cards a provider customer holds (a user, or a team once teams exist). */
export interface CardOwnerRef {
  ownerType: 'user' | 'team';
  ownerId: string;
}

export interface CustomerRequest extends CardOwnerRef {
  email: string;
  name: string;
  /** Same key → the same customer (a retried first card setup never makes two). */
  idempotencyKey: string;
}

export interface CardSetupRequest extends CardOwnerRef {
  /** The provider's customer the card is saved for. */
  customerId: string;
  /** Who saves it (goes back in the completion event). */
  userId: string;
  locale: 'fo' | 'en';
  successUrl: string;
  cancelUrl: string;
  /** When the setup page closes (30 minutes to 24 hours ahead). */
  expiresAt: string;
  idempotencyKey: string;
}

/** A saved card as the provider describes it: never the number. */
export interface SavedCard {
  paymentMethodId: string;
  customerId: string;
  /** `visa`, `mastercard`, … (Stripe's card brands). */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface OffSessionPaymentRequest {
  customerId: string;
  paymentMethodId: string;
  /** øre */
  amount: number;
  currency: 'DKK';
  description: string;
  /** Kept with the payment at the provider and sent back in its webhooks (`order_id`, `domain_id`, `kind`). */
  metadata: Record<string, string>;
  /** Same key → the same payment (while the provider keeps the key: Stripe, 24 hours). */
  idempotencyKey: string;
}

/** How confirming an off-session payment ended. `reason` is the provider's code: `card_declined`, `insufficient_funds`, `expired_card`, `authentication_required`, … */
export type OffSessionChargeResult =
  | { outcome: 'succeeded'; paymentId: string; amount: number }
  | { outcome: 'failed'; paymentId: string; reason: string }
  /** Not settled yet (Stripe `processing`): ask again later. */
  | { outcome: 'pending'; paymentId: string };

/**
 * An off-session payment as the provider knows it now: `unconfirmed` was made but never charged
 * (Stripe `requires_confirmation`); `failed` was declined (`reason`); `canceled` can no longer be charged.
 */
export type OffSessionPaymentState = OffSessionChargeResult | { outcome: 'unconfirmed'; paymentId: string } | { outcome: 'canceled'; paymentId: string };

/**
 * Saved cards at the provider (Stripe: Customers, Checkout in `setup` mode, PaymentMethods,
 * off-session PaymentIntents). Only the provider holds card numbers; the portal keeps ids,
 * brand, last 4 digits and expiry.
 */
export interface SavedCards {
  createCustomer(request: CustomerRequest): Promise<{ customerId: string }>;
  /** The provider's hosted page where the cardholder saves a card (no charge). */
  createCardSetup(request: CardSetupRequest): Promise<CheckoutSession>;
  /** The card a finished setup saved. */
  cardOfSetup(setupIntentId: string): Promise<SavedCard>;
  /** The card can no longer be charged (Stripe: detach the PaymentMethod); one already detached counts as done. */
  detachCard(paymentMethodId: string, idempotencyKey: string): Promise<void>;
  /**
   * Makes a payment of a saved card with nobody present, without charging it yet (Stripe: a
   * PaymentIntent without `confirm`), so its id can be kept before anything is charged.
   */
  createOffSessionPayment(request: OffSessionPaymentRequest): Promise<{ paymentId: string }>;
  /**
   * Charges a payment made by {@link createOffSessionPayment} (Stripe: confirm it `off_session`).
   * A decline is an answer, not an error; a payment charged already is answered with its state
   * (it is never charged twice); an outage throws `payment_provider_unavailable`.
   */
  confirmOffSessionPayment(paymentId: string, idempotencyKey: string): Promise<OffSessionChargeResult>;
  /** The payment's state at the provider (Stripe: retrieve the PaymentIntent). */
  offSessionPayment(paymentId: string): Promise<OffSessionPaymentState>;
}

/**
 * `metadata[kind]` of the automatic renewals' off-session payments: their webhooks name it, so a
 * renewal the job charged but never recorded is completed by `payment_intent.succeeded`, and
 * their declines are left to the job (which records each attempt).
 */
export const autoRenewalPaymentKind = 'auto-renewal';

/** How old a signed webhook may be (Stripe's default tolerance). */
export const webhookToleranceSeconds = 300;
