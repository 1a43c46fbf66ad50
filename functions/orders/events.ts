import { defineContextEvents } from '#events/context-events.ts';
import {
  domainRegistered,
  domainRenewed,
  orderExtraPaymentReceived,
  orderPaid,
  orderPaymentFailed,
  orderPaymentMismatched,
  orderPaymentRefunded,
  orderPlaced,
  orderSettled,
} from '#events/catalogue/order-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What an order publishes on its way from checkout to registered names, and what its consumers take. */
export const orderEvents = defineContextEvents({
  publishes: {
    /** place-order.ts (the `orders` Lambda). */
    placing: ['order.placed'],
    /**
     * record-payment-event.ts: the provider's word on a checkout, from its webhook (the
     * `payment-webhooks` Lambda), asked for by the checkout-reconciliation job, or answered to the
     * buyer's cancel (the `orders` Lambda).
     */
    payment: ['order.paid', 'order.payment-failed', 'order.payment-mismatched', 'order.extra-payment-received'],
    /**
     * register-paid-order.ts, renew-paid-order.ts through fulfil-paid-order.ts: the
     * domain-registration consumer and the paid-orders job.
     */
    fulfilment: ['domain.registered', 'domain.renewed', 'order.settled'],
    /** refund-unkept-payment.ts (the payment-refunds consumer, and the paid-orders job for what its queue did not refund). */
    refunds: ['order.payment-refunded'],
  },
  consumes: {
    /** The domain-registration consumer carries out a paid order. */
    registration: ['order.paid'],
    /** The payment-refunds consumer gives back a payment the order cannot keep. */
    refunds: ['order.payment-mismatched', 'order.extra-payment-received'],
    /** The order-mail consumer tells the buyer how the order ended. */
    mail: ['order.settled', 'order.payment-refunded'],
    /** The receipts consumer issues a settled order's receipt, and the credit note of an administrator's refund (numbers, PDFs kept). */
    receipts: ['order.settled', 'order.refunded-by-admin'],
  },
});

/** Builds this context's events (validated on publish): its functions bundle only these schemas, not the whole catalogue. */
export const newEvent = eventFactory(
  orderPlaced,
  orderPaid,
  orderPaymentFailed,
  orderPaymentMismatched,
  orderExtraPaymentReceived,
  orderPaymentRefunded,
  orderSettled,
  domainRegistered,
  domainRenewed,
);
