import type { EventEnvelope } from '../../events/envelope.ts';
import type { OrderRepository } from '../adapters/dynamodb/order-repository.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from '../events/new-event.ts';
import type { Clock } from '../ports/clock.ts';
import type { PaymentEvent } from '../ports/payments.ts';
import { paymentTransition } from './order.ts';

export interface RecordPaymentEventPorts {
  orders: Pick<OrderRepository, 'get' | 'applyPaymentEvent'>;
  clock: Clock;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
}

export type PaymentEventOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown-order';

/** Concurrent deliveries of different events for one order: re-read and try again, a few times. */
const attempts = 3;

/**
 * Applies a verified payment webhook to its order: a payment moves it to `paid` (and so to
 * registration, through `order.paid`), a failure to `failed`. Each provider event counts once;
 * repeated and out-of-order deliveries change nothing (order.ts `paymentTransition`).
 */
export async function recordPaymentEvent(event: PaymentEvent, ports: RecordPaymentEventPorts): Promise<PaymentEventOutcome> {
  if (event.type === 'ignored' || event.type === 'refund.updated') return 'ignored';
  for (let attempt = 1; ; attempt += 1) {
    const order = await ports.orders.get(event.orderId);
    // Another environment's order on the same provider account: acknowledged, not ours to act on.
    if (!order) return 'unknown-order';
    const transition = paymentTransition(order, event);
    const events =
      transition.kind === 'paid' && event.type === 'checkout.paid'
        ? [newEvent('order.paid', { orderId: order.orderId, ownerId: order.ownerId, paymentId: event.paymentId, amount: event.amount }, ports.clock)]
        : transition.kind === 'failed' && event.type === 'checkout.failed'
          ? [newEvent('order.payment-failed', { orderId: order.orderId, ownerId: order.ownerId, reason: event.reason }, ports.clock)]
          : [];
    // The provider's checkout id stays on the order (a decline event may not carry it).
    const changes = transition.kind === 'none' ? null : { ...transition.changes, ...(event.checkoutId ? { checkoutId: event.checkoutId } : {}) };
    try {
      const outcome = await ports.orders.applyPaymentEvent({ eventId: event.id, eventType: event.type, order, changes, events, at: ports.clock.now() });
      if (outcome === 'applied') await ports.deliver(events);
      return outcome;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'conflict') || attempt >= attempts) throw error;
    }
  }
}
