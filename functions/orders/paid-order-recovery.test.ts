import { describe, expect, it } from 'vitest';
import { type OrderRecord, priceOrder } from './order.ts';
import { lastTryAfterHours, recoveryGraceMinutes, recoveryOf, unkeptPaymentsOf } from './paid-order-recovery.ts';

const now = new Date('2026-12-06T12:00:00.000Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

function order(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    orderId: 'o1',
    kind: 'registration',
    ownerType: 'user',
    ownerId: 'u1',
    buyerId: 'u1',
    buyerEmail: 'anna@example.fo',
    locale: 'fo',
    status: 'paid',
    years: 1,
    ...priceOrder(['a.fo'], 1, { netPerYear: 10000, vatPercent: 25 }),
    vatPercent: 25,
    refundedAmount: 0,
    currency: 'DKK',
    paymentId: 'pi_1',
    paidAmount: 12500,
    paidCurrency: 'DKK',
    idempotencyKey: 'key-12345678',
    createdAt: ago(90),
    updatedAt: ago(60),
    paidAt: ago(60),
    version: 3,
    ...overrides,
  };
}

/** Every kind of paid order the portal makes: the rule is the same for each. */
const kinds: [string, Partial<OrderRecord>][] = [
  ['a registration', {}],
  ["a team's purchase", { ownerType: 'team', ownerId: 't1' }],
  ['a renewal by hand', { kind: 'renewal' }],
  ['an automatic renewal', { kind: 'renewal', autoRenewal: { paymentCardId: 'card-1', attempts: 0, paymentId: 'pi_1' } }],
  ['a payment marked by an administrator', { paymentId: undefined, manualPayment: { by: 'admin', reason: 'bank transfer', at: ago(60) } }],
];

describe('the recovery rule of a paid order', () => {
  describe.each(kinds)('%s', (_kind, kind) => {
    it(`waits while the order changed within ${recoveryGraceMinutes} minutes: its consumer may be at it`, () => {
      expect(recoveryOf(order({ ...kind, updatedAt: ago(recoveryGraceMinutes - 1), paidAt: ago(recoveryGraceMinutes - 1) }), now)).toEqual({
        due: false,
        carryOut: null,
        refund: [],
      });
    });

    it('carries it out once the grace period has passed, through the same command path', () => {
      expect(recoveryOf(order({ ...kind, updatedAt: ago(recoveryGraceMinutes) }), now)).toEqual({ due: true, carryOut: { lastTry: false }, refund: [] });
    });

    it(`makes the try the last (a registry still down refunds) once it was paid ${lastTryAfterHours} hours ago`, () => {
      const paidAt = ago(lastTryAfterHours * 60);
      expect(recoveryOf(order({ ...kind, paidAt, updatedAt: ago(45) }), now).carryOut).toEqual({ lastTry: true });
      expect(recoveryOf(order({ ...kind, paidAt: ago(lastTryAfterHours * 60 - 1), updatedAt: ago(45) }), now).carryOut).toEqual({ lastTry: false });
    });

    it('leaves a carried-out order alone: registered, renewed or refunded is done', () => {
      for (const status of ['registered', 'refunded', 'expired', 'cancelled', 'replaced', 'failed', 'pending'] as const) {
        expect(recoveryOf(order({ ...kind, status }), now)).toEqual({ due: true, carryOut: null, refund: [] });
      }
    });
  });

  it('measures the grace period from the last change, not the payment: an order its consumer is still working on is left', () => {
    expect(recoveryOf(order({ paidAt: ago(5 * 60), updatedAt: ago(2) }), now)).toMatchObject({ due: false, carryOut: null });
  });
});

describe('payments an order cannot keep', () => {
  it('a mismatched payment not yet refunded is refunded; once refunded, nothing', () => {
    const held = order({ status: 'payment_mismatch', paidAmount: 1 });
    expect(recoveryOf(held, now).refund).toEqual([{ orderId: 'o1', paymentId: 'pi_1', reason: 'payment_mismatch' }]);
    expect(unkeptPaymentsOf({ ...held, refundId: 're_1', refundedAmount: 1 })).toEqual([]);
  });

  it('each extra payment not yet refunded is refunded, whatever the order’s status; the order’s own payment never', () => {
    const extra = { amount: 12500, currency: 'DKK', receivedAt: ago(60) };
    const registered = order({
      status: 'registered',
      extraPayments: [
        { paymentId: 'pi_2', ...extra },
        { paymentId: 'pi_3', ...extra, refundId: 're_3' },
      ],
    });
    expect(recoveryOf(registered, now).refund).toEqual([{ orderId: 'o1', paymentId: 'pi_2', reason: 'extra_payment' }]);
    expect(recoveryOf({ ...registered, status: 'expired' }, now).refund).toEqual([{ orderId: 'o1', paymentId: 'pi_2', reason: 'extra_payment' }]);
    // A paid order carries out and gives back its extra payment in the same run.
    expect(recoveryOf({ ...registered, status: 'paid' }, now)).toMatchObject({ carryOut: { lastTry: false }, refund: [{ paymentId: 'pi_2' }] });
  });

  it('a hand-marked payment (never at the provider) and a zero-amount one are nothing to refund', () => {
    const extra = { currency: 'DKK', receivedAt: ago(60) };
    expect(
      unkeptPaymentsOf(
        order({
          status: 'registered',
          extraPayments: [
            { paymentId: 'manual-o1', amount: 12500, ...extra },
            { paymentId: 'pi_0', amount: 0, ...extra },
          ],
        }),
      ),
    ).toEqual([]);
    expect(unkeptPaymentsOf(order({ status: 'payment_mismatch', paidAmount: 0 }))).toEqual([]);
  });

  it('waits for the grace period like a paid order: the payment-refunds consumer goes first', () => {
    const recent = order({ status: 'payment_mismatch', paidAmount: 1, updatedAt: ago(1) });
    expect(recoveryOf(recent, now)).toEqual({ due: false, carryOut: null, refund: [] });
  });
});
