import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { configuredClock } from '../../adapters/clock/configured-clock.ts';
import { noticeRepository } from '../../adapters/dynamodb/notice-repository.ts';
import { orderRepository } from '../../adapters/dynamodb/order-repository.ts';
import { configuredMailer } from '../../adapters/messages/configured-messaging.ts';
import { config } from '../../config.ts';
import { parseEvent } from '../../events/parse-event.ts';
import { Logger } from '../../logger.ts';
import { tellBuyer, type OrderNoticeEvent } from '../../orders/tell-buyer.ts';

const processor = new BatchProcessor(EventType.SQS);
const logger = new Logger();
// Its own wiring: the orders' shared one (orders/wiring.ts) would load the payment provider and the event publisher, which this consumer never calls.
const ports = { orders: orderRepository, notices: noticeRepository, mailer: configuredMailer(), clock: configuredClock(), origin: config().PUBLIC_URL.replace(/\/+$/, '') };

function noticeOf(event: ReturnType<typeof parseEvent>): OrderNoticeEvent | null {
  const data = event.data as { orderId: string; amount: number; reason: 'payment_mismatch' | 'extra_payment' };
  if (event.metadata.name === 'order.settled') return { eventId: event.metadata.id, name: 'order.settled', orderId: data.orderId };
  if (event.metadata.name === 'order.payment-refunded')
    return { eventId: event.metadata.id, name: 'order.payment-refunded', orderId: data.orderId, amount: data.amount, reason: data.reason };
  return null;
}

/** The buyer hears how the order ended: registered, refunded, or a payment given back. */
async function mailBuyer(record: SQSRecord): Promise<void> {
  const notice = noticeOf(parseEvent(JSON.parse(record.body)));
  if (!notice) return;
  const outcome = await tellBuyer(notice, ports);
  logger.info('order mail', { eventId: notice.eventId, orderId: notice.orderId, outcome });
}

export const handler = (event: SQSEvent) => processPartialResponse(event, mailBuyer, processor);
