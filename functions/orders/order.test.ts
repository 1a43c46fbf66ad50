import { describe, expect, it } from 'vitest';
import type { PaymentEvent } from '../ports/payments.ts';
import { cancelledReason, checkoutFingerprint, handMarkedPaymentTransition, paymentTransition, priceOrder, settlement, type OrderItemRecord, type OrderRecord } from './order.ts';
import type { OrderStatus } from '#shared/schemas/orders.ts';

const paid: PaymentEvent = {
  id: 'evt_1',
  type: 'checkout.paid',
  occurredAt: '2026-11-22T10:00:00.000Z',
  orderId: 'o',
  checkoutId: 'cs_1',
  paymentId: 'pi_1',
  amount: 12500,
  currency: 'dkk',
};
const declined: PaymentEvent = {
  id: 'evt_2',
  type: 'checkout.failed',
  occurredAt: '2026-11-22T10:00:00.000Z',
  orderId: 'o',
  checkoutId: null,
  paymentId: 'pi_1',
  reason: 'card_declined',
};
const expired: PaymentEvent = { ...declined, id: 'evt_3', reason: 'expired' };

describe('priceOrder', () => {
  it('prices each name for the years in whole øre, VAT per line, totals as the sums', () => {
    const priced = priceOrder(['a.fo', 'b.fo'], 3, { netPerYear: 10000, vatPercent: 25 });
    expect(priced.items).toEqual([
      { domain: 'a.fo', years: 3, unitPrice: 10000, net: 30000, vat: 7500, total: 37500, status: 'pending', domainId: null, failureReason: null },
      { domain: 'b.fo', years: 3, unitPrice: 10000, net: 30000, vat: 7500, total: 37500, status: 'pending', domainId: null, failureReason: null },
    ]);
    expect(priced).toMatchObject({ net: 60000, vat: 15000, total: 75000 });
  });

  it('rounds VAT half up to whole øre per line, and the order adds up', () => {
    const priced = priceOrder(['a.fo', 'b.fo', 'c.fo'], 1, { netPerYear: 9999, vatPercent: 25 });
    expect(priced.items[0]).toMatchObject({ net: 9999, vat: 2500, total: 12499 });
    expect(priced.total).toBe(priced.net + priced.vat);
    expect(priced.total).toBe(3 * 12499);
  });
});

describe('checkoutFingerprint', () => {
  it('is the same for the same names and years, and differs otherwise', () => {
    expect(checkoutFingerprint({ domains: ['a.fo'], years: 1 })).toBe(checkoutFingerprint({ domains: ['a.fo'], years: 1 }));
    expect(checkoutFingerprint({ domains: ['a.fo'], years: 2 })).not.toBe(checkoutFingerprint({ domains: ['a.fo'], years: 1 }));
    expect(checkoutFingerprint({ domains: ['b.fo'], years: 1 })).not.toBe(checkoutFingerprint({ domains: ['a.fo'], years: 1 }));
  });
});

describe('paymentTransition', () => {
  const order = (status: OrderStatus, more: Partial<Pick<OrderRecord, 'paymentId' | 'extraPayments'>> = {}) => ({ status, total: paid.amount, currency: 'DKK' as const, ...more });
  const paidChanges = { paymentId: 'pi_1', paidAt: paid.occurredAt, paidAmount: paid.amount, paidCurrency: 'DKK' };

  it('pays a pending order, and a failed one (another card in the same session)', () => {
    expect(paymentTransition(order('pending'), paid)).toEqual({ kind: 'paid', changes: { status: 'paid', ...paidChanges } });
    expect(paymentTransition(order('failed'), paid).kind).toBe('paid');
  });

  it('holds an order paid with another amount or currency than its total as payment_mismatch', () => {
    expect(paymentTransition(order('pending'), { ...paid, amount: 1 })).toEqual({
      kind: 'mismatch',
      changes: { status: 'payment_mismatch', failureReason: 'payment_mismatch', ...paidChanges, paidAmount: 1 },
    });
    expect(paymentTransition(order('pending'), { ...paid, amount: paid.amount + 1 }).kind).toBe('mismatch');
    expect(paymentTransition(order('pending'), { ...paid, currency: 'eur' }).kind).toBe('mismatch');
    expect(paymentTransition(order('pending'), { ...paid, currency: '' }).kind).toBe('mismatch');
    expect(paymentTransition(order('pending'), { ...paid, currency: 'DKK' }).kind).toBe('paid');
  });

  it('fails only a pending order, telling a declined card from another failure and an expiry', () => {
    expect(paymentTransition(order('pending'), declined)).toEqual({ kind: 'failed', changes: { status: 'failed', failureReason: 'card_declined' } });
    expect(paymentTransition(order('pending'), { ...declined, reason: 'insufficient_funds' })).toEqual({
      kind: 'failed',
      changes: { status: 'failed', failureReason: 'card_declined' },
    });
    expect(paymentTransition(order('pending'), { ...declined, reason: 'payment_failed' })).toEqual({
      kind: 'failed',
      changes: { status: 'failed', failureReason: 'payment_failed' },
    });
    expect(paymentTransition(order('pending'), expired)).toEqual({ kind: 'expired', changes: { status: 'expired', failureReason: 'payment_expired' } });
  });

  it('an expired order is final: a decline or expiry again changes nothing, a payment that still comes is extra (refunded), never registered', () => {
    expect(paymentTransition(order('expired'), expired)).toEqual({ kind: 'none' });
    expect(paymentTransition(order('expired'), declined)).toEqual({ kind: 'none' });
    const late = paymentTransition(order('expired'), paid);
    expect(late).toEqual({ kind: 'extra-payment', payment: { paymentId: 'pi_1', amount: paid.amount, currency: 'DKK', receivedAt: paid.occurredAt }, changes: expect.any(Object) });
  });

  it('never moves a paid, registered, refunded or held order back, and ignores its own payment again', () => {
    for (const status of ['paid', 'registered', 'refunded', 'payment_mismatch'] as const) {
      expect(paymentTransition(order(status, { paymentId: 'pi_1' }), declined)).toEqual({ kind: 'none' });
      expect(paymentTransition(order(status, { paymentId: 'pi_1' }), paid)).toEqual({ kind: 'none' });
    }
    expect(paymentTransition(order('failed'), declined)).toEqual({ kind: 'none' });
  });

  it('records a second, different payment for an order that has one as extra (to refund), once', () => {
    const second = { ...paid, id: 'evt_2', paymentId: 'pi_2' };
    const transition = paymentTransition(order('registered', { paymentId: 'pi_1' }), second);
    const extra = { paymentId: 'pi_2', amount: paid.amount, currency: 'DKK', receivedAt: paid.occurredAt };
    expect(transition).toEqual({ kind: 'extra-payment', payment: extra, changes: { extraPayments: [extra] } });
    expect(paymentTransition(order('registered', { paymentId: 'pi_1', extraPayments: [extra] }), second)).toEqual({ kind: 'none' });
  });

  it('ignores refunds and events it does not know', () => {
    expect(paymentTransition(order('pending'), { id: 'e', type: 'ignored', occurredAt: paid.occurredAt, providerType: 'customer.created' })).toEqual({ kind: 'none' });
  });
});

describe("the buyer's cancel", () => {
  const cancel: PaymentEvent = { ...declined, id: 'cancel-cs_1', reason: cancelledReason };
  const order = (status: OrderStatus) => ({ status, total: paid.amount, currency: 'DKK' as const });

  it('cancels a pending order (or one its own expiry reached first); a declined or paid one stays as it is', () => {
    expect(paymentTransition(order('pending'), cancel)).toEqual({ kind: 'cancelled', changes: { status: 'cancelled' } });
    for (const status of ['failed', 'paid', 'registered', 'cancelled'] as const) expect(paymentTransition(order(status), cancel)).toEqual({ kind: 'none' });
    // The provider's expiry that the cancel caused, recorded first: the cancel still wins.
    expect(paymentTransition(order('expired'), cancel)).toEqual({ kind: 'cancelled', changes: { status: 'cancelled', failureReason: undefined } });
  });

  it("is final: the provider's later expiry changes nothing, and a payment that still arrives is extra (refunded)", () => {
    expect(paymentTransition(order('cancelled'), expired)).toEqual({ kind: 'none' });
    expect(paymentTransition(order('cancelled'), paid).kind).toBe('extra-payment');
  });
});

describe('handMarkedPaymentTransition', () => {
  const at = '2026-12-06T12:00:00.000Z';
  const base = { total: 15_000, currency: 'DKK' as const, refundedAmount: 0 };

  it('pays an order waiting for its payment without a provider payment id', () => {
    for (const status of ['pending', 'failed'] as const) {
      const transition = handMarkedPaymentTransition({ ...base, status }, at);
      expect(transition).toEqual({ kind: 'paid', changes: { status: 'paid', paidAt: at, paidAmount: 15_000, paidCurrency: 'DKK' } });
      expect('paymentId' in (transition as { changes: object }).changes).toBe(false);
    }
  });

  it('after a card payment (the mark raced the checkout): the card payment becomes the extra one, and the order keeps no provider payment id', () => {
    for (const status of ['paid', 'registered'] as const) {
      const order = { ...base, status, paymentId: 'pi_card', paidAmount: 15_000, paidCurrency: 'DKK', paidAt: '2026-12-06T11:59:59.000Z' };
      const card = { paymentId: 'pi_card', amount: 15_000, currency: 'DKK', receivedAt: '2026-12-06T11:59:59.000Z' };
      expect(handMarkedPaymentTransition(order, at)).toEqual({ kind: 'card-made-extra', payment: card, changes: { paymentId: undefined, extraPayments: [card] } });
    }
  });

  it('changes nothing on an order marked already, refunded, mismatched or expired', () => {
    expect(handMarkedPaymentTransition({ ...base, status: 'pending', manualPayment: { by: 'a', reason: 'r', at } }, at)).toEqual({ kind: 'none' });
    expect(handMarkedPaymentTransition({ ...base, status: 'registered', paymentId: 'pi_card', refundId: 're_1', refundedAmount: 15_000 }, at)).toEqual({ kind: 'none' });
    expect(handMarkedPaymentTransition({ ...base, status: 'payment_mismatch', paymentId: 'pi_card' }, at)).toEqual({ kind: 'none' });
    expect(handMarkedPaymentTransition({ ...base, status: 'expired' }, at)).toEqual({ kind: 'none' });
  });
});

describe('settlement', () => {
  const item = (status: OrderItemRecord['status'], total = 100): OrderItemRecord => ({
    domain: `${status}-${total}.fo`,
    years: 1,
    unitPrice: total,
    net: total,
    vat: 0,
    total,
    status,
    domainId: null,
    failureReason: null,
  });

  it('is not settled while a name is pending', () => {
    expect(settlement({ items: [item('registered'), item('pending')] }).settled).toBe(false);
  });

  it('registered when any name was registered, refunding the others; refunded when none was', () => {
    expect(settlement({ items: [item('registered', 100), item('refunded', 250)] })).toEqual({ settled: true, status: 'registered', refundAmount: 250 });
    expect(settlement({ items: [item('refunded', 100), item('refunded', 250)] })).toEqual({ settled: true, status: 'refunded', refundAmount: 350 });
    expect(settlement({ items: [item('registered', 100)] })).toEqual({ settled: true, status: 'registered', refundAmount: 0 });
  });
});
