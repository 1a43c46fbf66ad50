import type { NoticeRepository } from './ports.ts';
import type { OrderRepository } from './ports.ts';
import type { Clock } from '../ports/clock.ts';
import type { Mailer } from '../ports/mailer.ts';
import { orderMail, type OrderNotice } from './order-mails.ts';

export interface TellBuyerPorts {
  orders: Pick<OrderRepository, 'get'>;
  notices: NoticeRepository;
  mailer: Mailer;
  clock: Clock;
  origin: string;
}

export type OrderNoticeEvent =
  | { eventId: string; name: 'order.settled'; orderId: string }
  | { eventId: string; name: 'order.payment-refunded'; orderId: string; amount: number; reason: 'payment_mismatch' | 'extra_payment' };

/**
 * E-mails the buyer how an order ended (the order-mail consumer), once per event: a
 * redelivered event finds its record and sends nothing. Sent before it is recorded, so a crash
 * in between may send twice rather than never.
 */
export async function tellBuyer(event: OrderNoticeEvent, ports: TellBuyerPorts): Promise<'sent' | 'already-sent' | 'no-order'> {
  if (await ports.notices.wasSent(event.eventId)) return 'already-sent';
  const order = await ports.orders.get(event.orderId);
  if (!order) return 'no-order';
  const notice: OrderNotice = event.name === 'order.settled' ? { kind: 'settled', order } : { kind: 'payment-refunded', order, amount: event.amount, reason: event.reason };
  const mail = orderMail(notice, ports.origin);
  await ports.mailer.send({ to: order.buyerEmail, ...mail });
  await ports.notices.recordSent(event.eventId, order.buyerEmail, ports.clock.now());
  return 'sent';
}
