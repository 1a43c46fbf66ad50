import type { Locale } from '#shared/locales.ts';
import { formatMoney } from '#shared/format.ts';
import type { OrderRecord } from './order.ts';

/**
 * What the buyer is told by e-mail when an order ends: the names registered (or renewed), the
 * names that could not be and the money that went back, and a payment given back because the
 * order could not keep it. Links point only to the portal's own origin. New Faroese texts are
 * marked `// review:` for a native speaker.
 */
export interface OrderMail {
  subject: string;
  text: string;
}

export type OrderNotice = { kind: 'settled'; order: OrderRecord } | { kind: 'payment-refunded'; order: OrderRecord; amount: number; reason: 'payment_mismatch' | 'extra_payment' };

const names = (order: OrderRecord, status: 'registered' | 'refunded') => order.items.filter((item) => item.status === status).map((item) => `  • ${item.domain}`);

function settledMail(order: OrderRecord, locale: Locale, origin: string): OrderMail {
  const registered = names(order, 'registered');
  const refunded = names(order, 'refunded');
  const money = formatMoney(order.refundedAmount, locale);
  const renewal = order.kind === 'renewal';
  if (locale === 'fo') {
    const lines = [
      ...(registered.length > 0 ? [renewal ? 'Hesi økisnøvn eru endurnýggjaði:' : 'Hesi økisnøvn eru nú skrásett til tín:', ...registered, ''] : []), // review:
      ...(refunded.length > 0 ? ['Hesi kundu ikki skrásetast, og peningurin fyri tey verður goldin aftur:', ...refunded, `Goldið aftur: ${money}`, ''] : []), // review:
      `Tú sært keypið undir Kvittanir: ${origin}/receipts`, // review:
    ];
    return {
      subject: registered.length > 0 ? (renewal ? 'Økisnavnið er endurnýggjað' : 'Økisnøvnini eru skrásett') : 'Keypið varð ikki gjørt – peningurin verður goldin aftur',
      text: lines.join('\n'),
    }; // review:
  }
  const lines = [
    ...(registered.length > 0 ? [renewal ? 'These domains are renewed:' : 'These domains are now registered to you:', ...registered, ''] : []),
    ...(refunded.length > 0 ? ['These could not be registered, and their price is refunded:', ...refunded, `Refunded: ${money}`, ''] : []),
    `You find the purchase under Receipts: ${origin}/receipts`,
  ];
  return {
    subject: registered.length > 0 ? (renewal ? 'Your domain is renewed' : 'Your domains are registered') : 'The purchase did not go through – your money is refunded',
    text: lines.join('\n'),
  };
}

function refundMail(order: OrderRecord, amount: number, reason: 'payment_mismatch' | 'extra_payment', locale: Locale, origin: string): OrderMail {
  const money = formatMoney(amount, locale);
  const domains = order.items.map((item) => item.domain).join(', ');
  // A payment for an expired order is refunded as an extra payment: the order was never paid.
  const afterExpiry = reason === 'extra_payment' && order.status === 'expired';
  if (locale === 'fo') {
    const why = afterExpiry
      ? `Vit fingu eitt gjald fyri ${domains} eftir at bíleggingin var gingin út, so einki varð skrásett.` // review:
      : reason === 'extra_payment'
        ? `Vit fingu eitt gjald afturat fyri keypið av ${domains}, sum longu var goldið.` // review:
        : `Gjaldið fyri ${domains} samsvaraði ikki við upphæddina á keypinum, so einki varð skrásett.`; // review:
    return {
      subject: 'Gjaldið verður goldið aftur',
      text: [why, `Vit gjalda tær ${money} aftur á sama kort.`, `Spurningar? Sí keypið undir Kvittanir: ${origin}/receipts`].join('\n'),
    }; // review:
  }
  const why = afterExpiry
    ? `We received a payment for ${domains} after the order had expired, so nothing was registered.`
    : reason === 'extra_payment'
      ? `We received a second payment for the purchase of ${domains}, which was already paid.`
      : `The payment for ${domains} did not match the order's amount, so nothing was registered.`;
  return {
    subject: 'Your payment is refunded',
    text: [why, `We are refunding ${money} to the same card.`, `Questions? See the purchase under Receipts: ${origin}/receipts`].join('\n'),
  };
}

export function orderMail(notice: OrderNotice, origin: string): OrderMail {
  const locale = notice.order.locale;
  return notice.kind === 'settled' ? settledMail(notice.order, locale, origin) : refundMail(notice.order, notice.amount, notice.reason, locale, origin);
}
