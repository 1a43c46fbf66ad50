import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { inEventContext } from '../../events/event-context.ts';
import { parseEvent } from '../../events/parse-event.ts';
import { Logger } from '../../logger.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { stripeRefund } from '../../adapters/payments/stripe-payments.ts';
import { composeOrders } from '../../orders/wiring.ts';
import { refundUnkeptPayment, type UnkeptPayment } from '../../orders/refund-unkept-payment.ts';

/** Refunds a payment the order could not keep (a mismatch, an extra payment). */
export function createHandler(config: Config, local?: LocalStandIns) {
  const processor = new BatchProcessor(EventType.SQS);
  const logger = new Logger();
  const { orders, payments, clock, deliveryFor } = composeOrders(config, local, { refund: stripeRefund });
  const ports = { orders, payments, clock, deliver: deliveryFor(logger) };

  /** Which payment an event says the order cannot keep. */
  function unkeptPaymentOf(name: string, data: { orderId: string; paymentId: string }): UnkeptPayment | null {
    if (name === 'order.payment-mismatched') return { orderId: data.orderId, paymentId: data.paymentId, reason: 'payment_mismatch' };
    if (name === 'order.extra-payment-received') return { orderId: data.orderId, paymentId: data.paymentId, reason: 'extra_payment' };
    return null;
  }

  /** A payment of the wrong amount, or a second payment, goes back in full; a provider outage fails the record and SQS retries. */
  async function refundPayment(record: SQSRecord): Promise<void> {
    const event = parseEvent(JSON.parse(record.body));
    const unkept = unkeptPaymentOf(event.metadata.name, event.data as { orderId: string; paymentId: string });
    if (!unkept) return;
    const outcome = await refundUnkeptPayment(unkept, ports);
    logger.info('unkept payment', { ...unkept, outcome, eventId: event.metadata.id });
  }

  return (event: SQSEvent, context?: Context) => processPartialResponse(event, inEventContext(refundPayment, context), processor);
}
