import * as z from 'zod';
import { autoRenewalPaymentKind, type CheckoutState, type OffSessionPaymentState, type PaymentEvent, type Refund, type SavedCard } from '../../ports/payments.ts';

/**
 * Reads a (verified) Stripe event into the portal's PaymentEvent. Only the fields we use are
 * read, so additive API versions change nothing; a shape we cannot read throws (our bug, a 500,
 * and Stripe retries the webhook after we fix it).
 */

const metadata = z.record(z.string(), z.string()).nullish();
/** An id, or the object when the field was expanded. */
const reference = z.union([z.string(), z.object({ id: z.string() })]).nullish();

const stripeEvent = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({ object: z.unknown() }),
});

const checkoutSession = z.object({
  id: z.string(),
  client_reference_id: z.string().nullish(),
  metadata,
  payment_intent: reference,
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  payment_status: z.string(),
  mode: z.string().nullish(),
  setup_intent: reference,
  customer: reference,
});

const paymentIntent = z.object({
  id: z.string(),
  metadata,
  status: z.string().nullish(),
  amount_received: z.number().int().nullish(),
  currency: z.string().nullish(),
  last_payment_error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish() }).nullish(),
});

const failureReasonOf = (intent: z.infer<typeof paymentIntent>): string => intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? 'payment_failed';

/**
 * A PaymentIntent of an off-session charge in the port's words. `requires_payment_method` after
 * a confirmation is a decline; `requires_action` cannot be done with nobody present (the
 * cardholder must authenticate), so it is one too.
 */
export function offSessionResult(body: unknown): OffSessionPaymentState {
  const intent = paymentIntent.parse(body);
  const paymentId = intent.id;
  switch (intent.status) {
    case 'succeeded':
      return { outcome: 'succeeded', paymentId, amount: intent.amount_received ?? 0 };
    case 'requires_confirmation':
      return { outcome: 'unconfirmed', paymentId };
    case 'canceled':
      return { outcome: 'canceled', paymentId };
    case 'requires_action':
      return { outcome: 'failed', paymentId, reason: intent.last_payment_error ? failureReasonOf(intent) : 'authentication_required' };
    case 'requires_payment_method':
      // Made with a card and never confirmed would be requires_confirmation: here it was declined.
      return { outcome: 'failed', paymentId, reason: failureReasonOf(intent) };
    default:
      // processing, requires_capture: the card's answer is still to come.
      return { outcome: 'pending', paymentId };
  }
}

const refund = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.string().nullish(),
  payment_intent: reference,
  metadata,
});

type StripeEvent = z.infer<typeof stripeEvent>;
type Base = { id: string; occurredAt: string };

const idOf = (value: z.infer<typeof reference>): string | null => (typeof value === 'string' ? value : (value?.id ?? null));
const nonEmpty = (value: string | null | undefined): string | null => (value ? value : null);

/** Stripe's refund statuses in the port's three: `requires_action` waits, `canceled` did not happen. */
export function refundStatus(status: string | null | undefined): Refund['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

function ignored(event: StripeEvent, base: Base): PaymentEvent {
  return { ...base, type: 'ignored', providerType: event.type };
}

/** A finished card setup names its owner in the metadata the portal gave the session. */
function fromCardSetup(event: StripeEvent, session: z.infer<typeof checkoutSession>, base: Base): PaymentEvent {
  const setupIntentId = idOf(session.setup_intent);
  const customerId = idOf(session.customer);
  const ownerType = session.metadata?.owner_type;
  const ownerId = nonEmpty(session.metadata?.owner_id);
  const userId = nonEmpty(session.metadata?.user_id);
  if (event.type !== 'checkout.session.completed' || !setupIntentId || !customerId || !ownerId || !userId || (ownerType !== 'user' && ownerType !== 'team')) {
    return ignored(event, base);
  }
  return { ...base, type: 'card-setup.completed', setupId: session.id, setupIntentId, customerId, ownerType, ownerId, userId };
}

function fromCheckoutSession(event: StripeEvent, base: Base): PaymentEvent {
  const session = checkoutSession.parse(event.data.object);
  if (session.mode === 'setup') return fromCardSetup(event, session, base);
  const orderId = nonEmpty(session.client_reference_id) ?? nonEmpty(session.metadata?.order_id);
  // A session not made by the portal (a payment link in the same account) names no order.
  if (!orderId) return ignored(event, base);
  const paymentId = idOf(session.payment_intent);
  const paid = event.type === 'checkout.session.async_payment_succeeded' || (event.type === 'checkout.session.completed' && session.payment_status === 'paid');
  if (paid) {
    if (!paymentId || session.amount_total == null) return ignored(event, base);
    // A session without a currency cannot equal the order's total: held as a mismatch, not ignored.
    return { ...base, type: 'checkout.paid', orderId, checkoutId: session.id, paymentId, amount: session.amount_total, currency: session.currency ?? '' };
  }
  if (event.type === 'checkout.session.async_payment_failed') return { ...base, type: 'checkout.failed', orderId, checkoutId: session.id, paymentId, reason: 'payment_failed' };
  if (event.type === 'checkout.session.expired') return { ...base, type: 'checkout.failed', orderId, checkoutId: session.id, paymentId, reason: 'expired' };
  // checkout.session.completed with payment_status `unpaid`: a delayed method (bank debit) whose
  // outcome arrives later as async_payment_succeeded or _failed.
  return ignored(event, base);
}

function fromPaymentFailed(event: StripeEvent, base: Base): PaymentEvent {
  const intent = paymentIntent.parse(event.data.object);
  const orderId = nonEmpty(intent.metadata?.order_id);
  // An automatic renewal's decline is recorded by the job with its attempt (the next one gets a key of its own) and the owner told once.
  if (!orderId || intent.metadata?.kind === autoRenewalPaymentKind) return ignored(event, base);
  return { ...base, type: 'checkout.failed', orderId, checkoutId: null, paymentId: intent.id, reason: failureReasonOf(intent) };
}

/**
 * An automatic renewal's off-session charge succeeded: its order is paid, as by a checkout. The
 * job records it too when it gets the answer; the one that comes second changes nothing (the
 * same payment). This is what completes the renewal when the job died between the charge and
 * its recording. A Checkout payment's PaymentIntent is left to its session's events.
 */
function fromPaymentSucceeded(event: StripeEvent, base: Base): PaymentEvent {
  const intent = paymentIntent.parse(event.data.object);
  const orderId = nonEmpty(intent.metadata?.order_id);
  if (!orderId || intent.metadata?.kind !== autoRenewalPaymentKind || intent.amount_received == null) return ignored(event, base);
  return { ...base, type: 'checkout.paid', orderId, checkoutId: intent.id, paymentId: intent.id, amount: intent.amount_received, currency: intent.currency ?? '' };
}

function fromRefund(event: StripeEvent, base: Base): PaymentEvent {
  const read = refund.parse(event.data.object);
  const paymentId = idOf(read.payment_intent);
  // A refund of a charge made outside Checkout has no PaymentIntent: nothing of ours.
  if (!paymentId) return ignored(event, base);
  return {
    ...base,
    type: 'refund.updated',
    orderId: nonEmpty(read.metadata?.order_id),
    paymentId,
    refundId: read.id,
    status: refundStatus(read.status),
    amount: read.amount,
  };
}

const sessionState = checkoutSession.extend({ status: z.enum(['open', 'complete', 'expired']) });

/** A retrieved Checkout Session in the portal's words (reconciliation when a webhook never came). */
export function checkoutStateFromStripe(body: unknown): CheckoutState {
  const session = sessionState.parse(body);
  return {
    id: session.id,
    orderId: nonEmpty(session.client_reference_id) ?? nonEmpty(session.metadata?.order_id),
    status: session.status,
    paid: session.status === 'complete' && session.payment_status === 'paid',
    paymentId: idOf(session.payment_intent),
    amount: session.amount_total ?? null,
    currency: session.currency ?? '',
  };
}

const paymentMethod = z.object({
  id: z.string(),
  customer: reference,
  card: z.object({ brand: z.string(), last4: z.string().regex(/^\d{4}$/), exp_month: z.number().int().min(1).max(12), exp_year: z.number().int() }),
});

/** A retrieved card PaymentMethod: brand, last 4 digits and expiry (never the number). */
export function savedCardFromStripe(body: unknown): SavedCard {
  const method = paymentMethod.parse(body);
  const customerId = idOf(method.customer);
  if (!customerId) throw new Error(`PaymentMethod ${method.id} is attached to no customer`);
  return { paymentMethodId: method.id, customerId, brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year };
}

/** A Stripe event (the parsed webhook body) in the portal's words. */
export function paymentEventFromStripe(body: unknown): PaymentEvent {
  const event = stripeEvent.parse(body);
  const base: Base = { id: event.id, occurredAt: new Date(event.created * 1000).toISOString() };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return fromCheckoutSession(event, base);
    case 'payment_intent.payment_failed':
      return fromPaymentFailed(event, base);
    case 'payment_intent.succeeded':
      return fromPaymentSucceeded(event, base);
    case 'refund.created':
    case 'refund.updated':
      return fromRefund(event, base);
    default:
      return ignored(event, base);
  }
}
