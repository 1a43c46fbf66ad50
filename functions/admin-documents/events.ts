import { defineContextEvents } from '#events/context-events.ts';
import { orderRefundedByAdmin } from '#events/catalogue/admin-order-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What the administration area's bookkeeping publishes: an administrator's refund (its credit note follows from it). */
export const adminDocumentsEvents = defineContextEvents({
  publishes: {
    /** refund-order.ts. */
    refunds: ['order.refunded-by-admin'],
  },
});

export const newEvent = eventFactory(orderRefundedByAdmin);
