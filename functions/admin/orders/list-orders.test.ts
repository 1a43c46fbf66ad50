import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '#shared/schemas/orders.ts';
import { orderTotals } from './list-orders.ts';

const order = (status: OrderStatus, total: number, refundedAmount = 0) => ({ status, net: total * 0.8, vat: total * 0.2, total, refundedAmount });

describe('the admin order totals', () => {
  it('separate what was paid, what went back and what awaits payment, across every order found', () => {
    const totals = orderTotals([
      order('pending', 10_000),
      order('pending', 5_000),
      order('paid', 20_000),
      order('registered', 30_000, 15_000),
      order('refunded', 40_000, 40_000),
      order('failed', 7_000),
      order('expired', 8_000),
      order('payment_mismatch', 9_000),
    ]);
    expect(totals).toEqual({
      count: 8,
      net: 103_200,
      vat: 25_800,
      total: 129_000,
      paid: 90_000,
      refunded: 55_000,
      awaiting_payment: 15_000,
    });
  });

  it('are nought for no orders', () => {
    expect(orderTotals([])).toEqual({ count: 0, net: 0, vat: 0, total: 0, paid: 0, refunded: 0, awaiting_payment: 0 });
  });
});
