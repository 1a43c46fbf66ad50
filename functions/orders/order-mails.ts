import { mailTexts } from '#shared/i18n/ui.ts';
import { formatMoney } from '#shared/format.ts';
import { interpolate } from '#shared/notification-values.ts';
import { mailLayout, type WrittenMail } from '../mail/mail-template.ts';
import type { OrderRecord } from './order.ts';

/**
 * What the buyer is told by e-mail when an order ends: the names registered (or renewed), the
 * names that could not be and the money that went back, and a payment given back because the
 * order could not keep it; the purchase is under Receipts on the portal (its receipt PDF there).
 * The texts are the catalogue's (`notifications.mail.orders` in shared/i18n/ui.*.ts), in the
 * portal's one mail layout (functions/mail/mail-template.ts: plain text and HTML, the sign-in
 * and phishing-safe lines); links point only to the portal's own origin.
 */
export type OrderMail = WrittenMail;

export type OrderNotice = { kind: 'settled'; order: OrderRecord } | { kind: 'payment-refunded'; order: OrderRecord; amount: number; reason: 'payment_mismatch' | 'extra_payment' };

const names = (order: OrderRecord, status: 'registered' | 'refunded') => order.items.filter((item) => item.status === status).map((item) => `  • ${item.domain}`);

function settledMail(order: OrderRecord, origin: string): OrderMail {
  const texts = mailTexts[order.locale].orders;
  const registered = names(order, 'registered');
  const refunded = names(order, 'refunded');
  const renewal = order.kind === 'renewal';
  const paragraphs = [
    ...(registered.length > 0 ? [[renewal ? texts.renewed : texts.registered, ...registered].join('\n')] : []),
    ...(refunded.length > 0 ? [[texts.refunded, ...refunded, interpolate(texts.refundedAmount, { amount: formatMoney(order.refundedAmount, order.locale) })].join('\n')] : []),
    interpolate(texts.receipts, { origin }),
  ];
  const subject = registered.length > 0 ? (renewal ? texts.renewedSubject : texts.registeredSubject) : texts.refundedSubject;
  return mailLayout({ locale: order.locale, name: null, subject, paragraphs, origin });
}

function refundMail(order: OrderRecord, amount: number, reason: 'payment_mismatch' | 'extra_payment', origin: string): OrderMail {
  const texts = mailTexts[order.locale].orders;
  const domains = order.items.map((item) => item.domain).join(', ');
  // A payment for an expired order is refunded as an extra payment: the order was never paid.
  const afterExpiry = reason === 'extra_payment' && order.status === 'expired';
  const why = afterExpiry ? texts.paymentAfterExpiry : reason === 'extra_payment' ? texts.extraPayment : texts.paymentMismatch;
  const paragraphs = [interpolate(why, { domains }), interpolate(texts.refundToCard, { amount: formatMoney(amount, order.locale) }), interpolate(texts.questions, { origin })];
  return mailLayout({ locale: order.locale, name: null, subject: texts.paymentRefundedSubject, paragraphs, origin });
}

export function orderMail(notice: OrderNotice, origin: string): OrderMail {
  return notice.kind === 'settled' ? settledMail(notice.order, origin) : refundMail(notice.order, notice.amount, notice.reason, origin);
}
