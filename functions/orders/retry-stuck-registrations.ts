import type { EventEnvelope } from '../../events/envelope.ts';
import type { OrderRepository } from '../adapters/dynamodb/order-repository.ts';
import { newEvent } from '../events/new-event.ts';
import type { Clock } from '../ports/clock.ts';

/** A paid order untouched this long has outlived its queue's retries (registry outage, dead letter). */
export const stuckAfterMinutes = 30;

/**
 * Puts paid orders whose registration has not finished back on the registration queue. The
 * consumer is safe to run again (register-paid-order.ts), so this is harmless for an order that
 * is in fact still being worked on. Processes at most `limit` orders a run: the next run goes on.
 */
export async function retryStuckRegistrations(
  ports: { orders: Pick<OrderRepository, 'listByStatusBefore'>; clock: Clock; publish(events: readonly EventEnvelope[]): Promise<void> },
  limit = 25,
): Promise<number> {
  const before = new Date(ports.clock.now().getTime() - stuckAfterMinutes * 60_000).toISOString();
  const stuck = await ports.orders.listByStatusBefore('paid', before, limit);
  const events = stuck
    .filter((order) => order.paymentId)
    .map((order) => newEvent('order.paid', { orderId: order.orderId, ownerId: order.ownerId, paymentId: order.paymentId!, amount: order.total }, ports.clock));
  if (events.length > 0) await ports.publish(events);
  return events.length;
}
