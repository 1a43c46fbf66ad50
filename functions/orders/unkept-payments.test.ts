import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import type { CheckoutState } from '../ports/payments.ts';
import { type OrderRecord, priceOrder } from './order.ts';
import { reconcilePendingCheckouts } from './reconcile-pending-checkouts.ts';
import { recordPaymentEvent } from './record-payment-event.ts';
import { refundUnkeptPayment } from './refund-unkept-payment.ts';
import { fulfilStrandedOrders } from './fulfil-stranded-orders.ts';
import { orderMail } from './order-mails.ts';
import { tellBuyer } from './tell-buyer.ts';

const now = new Date('2026-11-22T12:00:00.000Z');
const clock = { now: () => now };

function pendingOrder(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    orderId: 'o1',
    kind: 'registration',
    ownerType: 'user',
    ownerId: 'u1',
    buyerId: 'u1',
    buyerEmail: 'anna@example.fo',
    locale: 'en',
    status: 'pending',
    years: 1,
    ...priceOrder(['a.fo'], 1, { netPerYear: 10000, vatPercent: 25 }),
    vatPercent: 25,
    refundedAmount: 0,
    currency: 'DKK',
    checkoutId: 'cs_1',
    checkoutExpiresAt: '2026-11-22T11:30:00.000Z',
    idempotencyKey: 'key-12345678',
    createdAt: '2026-11-22T10:30:00.000Z',
    updatedAt: '2026-11-22T10:30:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** Orders in memory with the repository's version check and payment-event receipts. */
function world(order: OrderRecord) {
  let stored = structuredClone(order);
  const receipts = new Set<string>();
  const published: { name: string; data: unknown }[] = [];
  const refunds: { paymentId: string; amount: number; idempotencyKey: string }[] = [];
  const bump = (current: OrderRecord, changes: Partial<OrderRecord>) => {
    if (current.version !== stored.version) throw new DomainError('conflict');
    stored = { ...stored, ...changes, version: stored.version + 1 };
    return stored;
  };
  const orders = {
    get: async () => structuredClone(stored),
    update: async (current: OrderRecord, changes: Partial<OrderRecord>) => bump(current, changes),
    applyPaymentEvent: async (input: { eventId: string; order: OrderRecord; changes: Partial<OrderRecord> | null; unkept?: readonly { paymentId: string }[] }) => {
      if (receipts.has(input.eventId)) return 'duplicate' as const;
      if (input.changes) bump(input.order, input.changes);
      for (const payment of input.unkept ?? []) orders.unkept.add(payment.paymentId);
      receipts.add(input.eventId);
      return 'applied' as const;
    },
    listByStatusBefore: async (status: string) => (stored.status === status ? [structuredClone(stored)] : []),
    /** The payments recorded as unkept and not refunded yet (pattern O11), as the repository keeps them beside the order. */
    unkept: new Set<string>(),
    recordUnkeptRefund: async (input: { order: OrderRecord; paymentId: string; changes: Partial<OrderRecord> }) => {
      const changed = bump(input.order, input.changes);
      orders.unkept.delete(input.paymentId);
      return changed;
    },
    forgetUnkeptPayment: async (payment: { paymentId: string }) => void orders.unkept.delete(payment.paymentId),
  };
  const deliver = async (events: readonly { metadata: { name: string }; data: unknown }[]) =>
    void published.push(...events.map((event) => ({ name: event.metadata.name, data: event.data })));
  const payments = {
    refund: async (request: { paymentId: string; amount: number; idempotencyKey: string }) => (
      refunds.push(request),
      { id: `re_${refunds.length}`, status: 'succeeded' as const, amount: request.amount }
    ),
  };
  const counted: string[] = [];
  const metrics = { count: (metric: string, properties?: Record<string, string>) => void counted.push(`${metric} ${Object.values(properties ?? {}).join(' ')}`.trim()) };
  return { orders, deliver, metrics, counted, payments, refunds, published, stored: () => stored };
}

const paidEvent = (overrides: Record<string, unknown> = {}) => ({
  id: 'evt_1',
  type: 'checkout.paid' as const,
  occurredAt: now.toISOString(),
  orderId: 'o1',
  checkoutId: 'cs_1',
  paymentId: 'pi_1',
  amount: 12500,
  currency: 'dkk',
  ...overrides,
});

describe('payment failures, counted', () => {
  const failed = (reason: string, id = 'evt_f') => ({
    id,
    type: 'checkout.failed' as const,
    occurredAt: now.toISOString(),
    orderId: 'o1',
    checkoutId: 'cs_1',
    paymentId: null,
    reason,
  });

  it('counts a declined checkout once, however often the provider tells it', async () => {
    const w = world(pendingOrder());
    const ports = { orders: w.orders, clock, deliver: w.deliver, metrics: w.metrics };
    expect(await recordPaymentEvent(failed('card_declined'), ports)).toBe('applied');
    expect(await recordPaymentEvent(failed('card_declined'), ports)).toBe('duplicate');
    expect(w.counted).toEqual(['PaymentFailures checkout card_declined']);
  });

  it('does not count a checkout the buyer left to expire, nor a payment', async () => {
    const abandoned = world(pendingOrder());
    expect(await recordPaymentEvent(failed('expired'), { orders: abandoned.orders, clock, deliver: abandoned.deliver, metrics: abandoned.metrics })).toBe('applied');
    expect(abandoned.stored().status).toBe('expired');
    const paid = world(pendingOrder());
    expect(await recordPaymentEvent(paidEvent(), { orders: paid.orders, clock, deliver: paid.deliver, metrics: paid.metrics })).toBe('applied');
    expect([...abandoned.counted, ...paid.counted]).toEqual([]);
  });
});

describe('a payment the order cannot keep', () => {
  it('a payment of 1 øre for a 125 kr. order holds it, registers nothing, and refunds the 1 øre once', async () => {
    const w = world(pendingOrder());
    expect(await recordPaymentEvent(paidEvent({ amount: 1 }), { orders: w.orders, clock, deliver: w.deliver, metrics: w.metrics })).toBe('applied');
    expect(w.stored()).toMatchObject({ status: 'payment_mismatch', paymentId: 'pi_1', paidAmount: 1, failureReason: 'payment_mismatch' });
    expect(w.published.map((event) => event.name)).toEqual(['order.payment-mismatched']);

    const ports = { orders: w.orders, payments: w.payments, clock, deliver: w.deliver, metrics: w.metrics };
    expect(await refundUnkeptPayment({ orderId: 'o1', paymentId: 'pi_1', reason: 'payment_mismatch' }, ports)).toBe('refunded');
    expect(await refundUnkeptPayment({ orderId: 'o1', paymentId: 'pi_1', reason: 'payment_mismatch' }, ports)).toBe('already-refunded');
    expect(w.refunds).toEqual([expect.objectContaining({ paymentId: 'pi_1', amount: 1, idempotencyKey: 'refund-payment-pi_1' })]);
    expect(w.stored()).toMatchObject({ status: 'payment_mismatch', refundedAmount: 1, refundId: 're_1' });
    expect(w.published.at(-1)).toEqual({ name: 'order.payment-refunded', data: expect.objectContaining({ amount: 1, reason: 'payment_mismatch' }) });
  });

  it('a second, different payment for a paid order is kept as extra and refunded in full; the first stands', async () => {
    const w = world(pendingOrder({ status: 'registered', paymentId: 'pi_1', paidAmount: 12500, paidCurrency: 'DKK' }));
    expect(await recordPaymentEvent(paidEvent({ id: 'evt_2', paymentId: 'pi_2' }), { orders: w.orders, clock, deliver: w.deliver, metrics: w.metrics })).toBe('applied');
    expect(w.stored().status).toBe('registered');
    expect(w.stored().extraPayments).toEqual([expect.objectContaining({ paymentId: 'pi_2', amount: 12500 })]);
    const ports = { orders: w.orders, payments: w.payments, clock, deliver: w.deliver, metrics: w.metrics };
    expect(await refundUnkeptPayment({ orderId: 'o1', paymentId: 'pi_2', reason: 'extra_payment' }, ports)).toBe('refunded');
    expect(await refundUnkeptPayment({ orderId: 'o1', paymentId: 'pi_2', reason: 'extra_payment' }, ports)).toBe('already-refunded');
    expect(w.refunds).toEqual([expect.objectContaining({ paymentId: 'pi_2', amount: 12500 })]);
    expect(w.stored().extraPayments![0]!.refundId).toBe('re_1');
    // The order's own payment is never refunded this way.
    expect(await refundUnkeptPayment({ orderId: 'o1', paymentId: 'pi_1', reason: 'extra_payment' }, ports)).toBe('nothing-to-refund');
  });
});

describe('a payment for an expired order', () => {
  it('is never turned into a registration: kept as extra, order.paid never published, refunded in full once, the buyer told why', async () => {
    const w = world(pendingOrder({ status: 'expired', failureReason: 'payment_expired' }));
    expect(await recordPaymentEvent(paidEvent({ id: 'evt_late', paymentId: 'pi_late' }), { orders: w.orders, clock, deliver: w.deliver, metrics: w.metrics })).toBe('applied');
    expect(w.stored()).toMatchObject({ status: 'expired', failureReason: 'payment_expired', extraPayments: [expect.objectContaining({ paymentId: 'pi_late', amount: 12500 })] });
    expect(w.published.map((event) => event.name)).toEqual(['order.extra-payment-received']);
    const ports = { orders: w.orders, payments: w.payments, clock, deliver: w.deliver, metrics: w.metrics };
    expect(await refundUnkeptPayment({ orderId: 'o1', paymentId: 'pi_late', reason: 'extra_payment' }, ports)).toBe('refunded');
    expect(await refundUnkeptPayment({ orderId: 'o1', paymentId: 'pi_late', reason: 'extra_payment' }, ports)).toBe('already-refunded');
    expect(w.refunds).toEqual([expect.objectContaining({ paymentId: 'pi_late', amount: 12500 })]);
    expect(w.stored().status).toBe('expired');
    const mail = orderMail({ kind: 'payment-refunded', order: w.stored(), amount: 12500, reason: 'extra_payment' }, 'https://okisnavn.fo');
    expect(mail.text).toContain('after the order had expired');
    expect(orderMail({ kind: 'payment-refunded', order: { ...w.stored(), locale: 'fo' }, amount: 12500, reason: 'extra_payment' }, 'https://okisnavn.fo').text).toContain(
      'eftir at bíleggingin var gingin út',
    );
  });
});

describe('reconcilePendingCheckouts', () => {
  const state = (overrides: Partial<CheckoutState>): CheckoutState => ({
    id: 'cs_1',
    orderId: 'o1',
    status: 'open',
    paid: false,
    paymentId: null,
    amount: 12500,
    currency: 'dkk',
    ...overrides,
  });
  const warn = () => undefined;

  it('applies a paid checkout whose webhook never came, once, even when run twice', async () => {
    const w = world(pendingOrder());
    const payments = { checkoutState: async () => state({ status: 'complete', paid: true, paymentId: 'pi_1' }), expireCheckout: async () => state({}) };
    const ports = { orders: w.orders, payments, clock, deliver: w.deliver, metrics: w.metrics, logger: { warn } };
    expect(await reconcilePendingCheckouts(ports)).toEqual({ checked: 1, paid: 1, expired: 0, open: 0, failed: 0 });
    expect(w.stored()).toMatchObject({ status: 'paid', paymentId: 'pi_1' });
    expect(await reconcilePendingCheckouts(ports)).toMatchObject({ checked: 0 });
    expect(w.published.map((event) => event.name)).toEqual(['order.paid']);
  });

  it('expires an open checkout past its time at the provider, and the order is expired (payment_expired)', async () => {
    const w = world(pendingOrder());
    const expired: string[] = [];
    const payments = { checkoutState: async () => state({}), expireCheckout: async (id: string, key: string) => (expired.push(`${id} ${key}`), state({ status: 'expired' })) };
    expect(await reconcilePendingCheckouts({ orders: w.orders, payments, clock, deliver: w.deliver, metrics: w.metrics, logger: { warn } })).toMatchObject({ expired: 1 });
    expect(expired).toEqual(['cs_1 expire-o1']);
    expect(w.stored()).toMatchObject({ status: 'expired', failureReason: 'payment_expired' });
  });

  it('leaves an automatic renewal alone (no checkout: the auto-renewal job charges it again with the same key), however old', async () => {
    const w = world(pendingOrder({ kind: 'renewal', checkoutId: undefined, checkoutExpiresAt: undefined, autoRenewal: { paymentCardId: 'card-1', attempts: 0 } }));
    const payments = { checkoutState: async () => Promise.reject(new Error('not expected')), expireCheckout: async () => Promise.reject(new Error('not expected')) };
    expect(await reconcilePendingCheckouts({ orders: w.orders, payments, clock, deliver: w.deliver, metrics: w.metrics, logger: { warn } })).toMatchObject({ open: 1, expired: 0 });
    expect(w.stored().status).toBe('pending');
    expect(w.published).toEqual([]);
  });

  it('leaves an open checkout still within its time alone', async () => {
    const w = world(pendingOrder({ checkoutExpiresAt: '2026-11-22T12:30:00.000Z' }));
    const payments = { checkoutState: async () => state({}), expireCheckout: async () => Promise.reject(new Error('not expected')) };
    expect(await reconcilePendingCheckouts({ orders: w.orders, payments, clock, deliver: w.deliver, metrics: w.metrics, logger: { warn } })).toMatchObject({ open: 1 });
    expect(w.stored().status).toBe('pending');
  });

  it('a checkout paid just before it was to be expired is applied as paid', async () => {
    const w = world(pendingOrder());
    const payments = { checkoutState: async () => state({}), expireCheckout: async () => state({ status: 'complete', paid: true, paymentId: 'pi_1' }) };
    expect(await reconcilePendingCheckouts({ orders: w.orders, payments, clock, deliver: w.deliver, metrics: w.metrics, logger: { warn } })).toMatchObject({ paid: 1 });
    expect(w.stored().status).toBe('paid');
  });

  it('an order whose checkout was never saved expires once its page would have closed', async () => {
    const w = world(pendingOrder({ checkoutId: undefined, checkoutExpiresAt: undefined }));
    const payments = { checkoutState: async () => Promise.reject(new Error('not expected')), expireCheckout: async () => Promise.reject(new Error('not expected')) };
    expect(await reconcilePendingCheckouts({ orders: w.orders, payments, clock, deliver: w.deliver, metrics: w.metrics, logger: { warn } })).toMatchObject({ expired: 1 });
    expect(w.stored()).toMatchObject({ status: 'expired', failureReason: 'payment_expired' });
  });
});

describe('tellBuyer', () => {
  it('mails the buyer once per event, in the order’s language, naming what was refunded', async () => {
    const order = pendingOrder({
      status: 'refunded',
      refundedAmount: 12500,
      locale: 'fo',
      items: [{ ...pendingOrder().items[0]!, status: 'refunded', failureReason: 'registry_unavailable' }],
    });
    const sent: { to: string; subject: string; text: string }[] = [];
    const marks = new Set<string>();
    const ports = {
      orders: { get: async () => order },
      notices: { wasSent: async (id: string) => marks.has(id), recordSent: async (id: string) => void marks.add(id) },
      mailer: { send: async (mail: { to: string; subject: string; text: string }) => void sent.push(mail) },
      clock,
      origin: 'https://okisnavn.fo',
    };
    expect(await tellBuyer({ eventId: 'e1', name: 'order.settled', orderId: 'o1' }, ports)).toBe('sent');
    expect(await tellBuyer({ eventId: 'e1', name: 'order.settled', orderId: 'o1' }, ports)).toBe('already-sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('anna@example.fo');
    expect(sent[0]!.text).toContain('a.fo');
    expect(sent[0]!.text).toContain('125,00 kr.');
    expect(sent[0]!.text).toContain('https://okisnavn.fo/receipts');
  });
});

describe('an unkept payment whose refund message never got through (the payment-refunds dead letters)', () => {
  it('is found by the paid-orders job past its grace period and refunded once; a second run, or the message redriven, refunds nothing more', async () => {
    const w = world(pendingOrder({ status: 'registered', paymentId: 'pi_1', paidAmount: 12500, paidCurrency: 'DKK', updatedAt: '2026-11-22T10:00:00.000Z' }));
    // Recorded an hour ago; its order.extra-payment-received message then failed for good.
    const recordedAt = new Date('2026-11-22T11:00:00.000Z');
    expect(
      await recordPaymentEvent(paidEvent({ id: 'evt_2', paymentId: 'pi_2' }), { orders: w.orders, clock: { now: () => recordedAt }, deliver: w.deliver, metrics: w.metrics }),
    ).toBe('applied');
    expect([...w.orders.unkept]).toEqual(['pi_2']);
    const jobPorts = {
      orders: {
        ...w.orders,
        listByStatusBefore: async () => [],
        listUnkeptPaymentsBefore: async () => [...w.orders.unkept].map((paymentId) => ({ orderId: 'o1', paymentId, reason: 'extra_payment' as const })),
      },
      payments: w.payments,
      clock,
      deliver: w.deliver,
      metrics: w.metrics,
      logger: { warn: () => undefined },
    } as unknown as Parameters<typeof fulfilStrandedOrders>[0];
    expect(await fulfilStrandedOrders(jobPorts)).toMatchObject({ paymentsRefunded: 1, failed: 0 });
    expect(await fulfilStrandedOrders(jobPorts)).toMatchObject({ paymentsRefunded: 0, failed: 0 });
    expect(await refundUnkeptPayment({ orderId: 'o1', paymentId: 'pi_2', reason: 'extra_payment' }, { ...jobPorts })).toBe('already-refunded');
    expect(w.refunds).toEqual([expect.objectContaining({ paymentId: 'pi_2', amount: 12500, idempotencyKey: 'refund-payment-pi_2' })]);
    expect(w.orders.unkept.size).toBe(0);
    expect(w.published.filter((event) => event.name === 'order.payment-refunded')).toHaveLength(1);
  });
});
