import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { configuredClock } from '../../adapters/clock/configured-clock.ts';
import { createNoticeRepository } from '../../adapters/dynamodb/notice-repository.ts';
import { createOrderRepository } from '../../adapters/dynamodb/order-repository.ts';
import { portalTableOf } from '../../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import { configuredMailer } from '../../adapters/messages/configured-messaging.ts';
import type { Config } from '../../config.ts';
import { inEventContext } from '../../events/event-context.ts';
import { parseEvent } from '../../events/parse-event.ts';
import { Logger } from '../../logger.ts';
import { tellBuyer, type OrderNoticeEvent } from '../../orders/tell-buyer.ts';

/** Mails the buyer when an order is settled or a payment refunded, once per event. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const processor = new BatchProcessor(EventType.SQS);
  const logger = new Logger();
  const table = portalTableOf(config);
  // Its own wiring: the orders' shared one (orders/wiring.ts) would load the payment provider and the event publisher, which this consumer never calls.
  const ports = {
    orders: createOrderRepository(table),
    notices: createNoticeRepository(table),
    mailer: configuredMailer(config, local),
    clock: configuredClock(config, local),
    origin: config.PUBLIC_URL.replace(/\/+$/, ''),
  };

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

  return (event: SQSEvent, context?: Context) => processPartialResponse(event, inEventContext(mailBuyer, context), processor);
}
