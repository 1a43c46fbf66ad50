import type { EventEnvelope } from '#events/envelope.ts';
import type { OrderChanges, OrderRepository } from './ports.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import type { BusinessMetrics } from '../ports/business-metrics.ts';
import type { Clock } from '../ports/clock.ts';
import type { PaymentEvent } from '../ports/payments.ts';
import { handMarkedPaymentTransition, type OrderRecord, type PaymentTransition, paymentTransition } from './order.ts';
import type { UnkeptPayment } from './paid-order-recovery.ts';

export interface RecordPaymentEventPorts {
  orders: Pick<OrderRepository, 'get' | 'applyPaymentEvent'>;
  clock: Clock;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
  /** Counts declined checkouts. */
  metrics: BusinessMetrics;
}

export type PaymentEventOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown-order';

/**
 * What a payment recorded by an administrator adds when it moves the order to `paid` (and only
 * then): its record on the order and its own event, in the same transaction as `order.paid`.
 */
export interface PaymentRecordedBy {
  changes: OrderChanges;
  events: readonly EventEnvelope[];
}

/** Concurrent deliveries of different events for one order: re-read and try again, a few times. */
const attempts = 3;

/** The events a transition publishes with the order's change (through the outbox). */
function eventsOf(order: OrderRecord, event: PaymentEvent, transition: PaymentTransition, clock: Clock): EventEnvelope[] {
  const base = { orderId: order.orderId, ownerId: order.ownerId };
  if (event.type === 'checkout.paid') {
    const payment = { ...base, paymentId: event.paymentId, amount: event.amount };
    if (transition.kind === 'paid') return [newEvent('order.paid', payment, clock)];
    if (transition.kind === 'mismatch') {
      return [newEvent('order.payment-mismatched', { ...payment, currency: event.currency.toUpperCase(), expectedAmount: order.total, expectedCurrency: order.currency }, clock)];
    }
    if (transition.kind === 'extra-payment') return [newEvent('order.extra-payment-received', { ...payment, currency: transition.payment.currency }, clock)];
    // A hand-marked payment after the card's: the card payment is the extra one, refunded.
    if (transition.kind === 'card-made-extra') {
      const { paymentId, amount, currency } = transition.payment;
      return [newEvent('order.extra-payment-received', { ...base, paymentId, amount, currency }, clock)];
    }
  }
  if (event.type === 'checkout.failed' && (transition.kind === 'failed' || transition.kind === 'expired'))
    return [newEvent('order.payment-failed', { ...base, reason: event.reason }, clock)];
  return [];
}

/** The payment a transition makes unkept (to be refunded), recorded with it so the paid-orders job finds it if its message is lost. */
function unkeptBy(order: OrderRecord, event: PaymentEvent, transition: PaymentTransition): UnkeptPayment[] {
  if (transition.kind === 'mismatch' && event.type === 'checkout.paid') return [{ orderId: order.orderId, paymentId: event.paymentId, reason: 'payment_mismatch' }];
  if (transition.kind === 'extra-payment' || transition.kind === 'card-made-extra')
    return [{ orderId: order.orderId, paymentId: transition.payment.paymentId, reason: 'extra_payment' }];
  return [];
}

/**
 * Applies a verified payment event to its order: a payment of exactly the order's total moves
 * it to `paid` (and so to registration, through `order.paid`), any other amount holds it as
 * `payment_mismatch`, a second payment is recorded as extra; both are refunded by the
 * payment-refunds consumer. A decline moves it to `failed`, an expired checkout to `expired`. Each provider event counts once;
 * repeated and out-of-order deliveries change nothing (order.ts `paymentTransition`). The
 * webhook, the checkout reconciliation job and an administrator's "mark paid" (`recordedBy`)
 * all come here. A hand-marked payment is recorded as such, with no provider payment id: a card
 * payment after it is the extra one, and one before it becomes the extra one
 * (`handMarkedPaymentTransition`); either way the card's is refunded, never the hand-marked one.
 */
export async function recordPaymentEvent(event: PaymentEvent, ports: RecordPaymentEventPorts, recordedBy?: PaymentRecordedBy): Promise<PaymentEventOutcome> {
  // A saved card's setup is the payment-cards context's (the webhook handler hands it there).
  if (event.type === 'ignored' || event.type === 'refund.updated' || event.type === 'card-setup.completed') return 'ignored';
  for (let attempt = 1; ; attempt += 1) {
    const order = await ports.orders.get(event.orderId);
    // Another environment's order on the same provider account: acknowledged, not ours to act on.
    if (!order) return 'unknown-order';
    // A hand-marked payment has no provider payment: it never becomes an extra payment (refunded at the provider).
    const transition = recordedBy ? handMarkedPaymentTransition(order, event.occurredAt) : paymentTransition(order, event);
    const byAdmin = transition.kind === 'paid' || transition.kind === 'card-made-extra' ? recordedBy : undefined;
    const events = [...eventsOf(order, event, transition, ports.clock), ...(byAdmin?.events ?? [])];
    // The provider's checkout id stays on the order (a decline event may not carry it); an extra payment's session is not the order's.
    const keepsCheckout = transition.kind !== 'none' && transition.kind !== 'extra-payment' && transition.kind !== 'card-made-extra' && event.checkoutId;
    const changes = transition.kind === 'none' ? null : { ...transition.changes, ...(keepsCheckout ? { checkoutId: event.checkoutId! } : {}), ...byAdmin?.changes };
    try {
      const unkept = unkeptBy(order, event, transition);
      const outcome = await ports.orders.applyPaymentEvent({ eventId: event.id, eventType: event.type, order, changes, events, unkept, at: ports.clock.now() });
      if (outcome === 'applied') await ports.deliver(events);
      // Declined (an abandoned or expired checkout is no payment failure), counted once per provider event.
      if (outcome === 'applied' && transition.kind === 'failed')
        ports.metrics.count('PaymentFailures', { kind: 'checkout', reason: event.type === 'checkout.failed' ? event.reason : '' });
      return outcome;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'conflict') || attempt >= attempts) throw error;
    }
  }
}
