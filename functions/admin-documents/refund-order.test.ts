import { describe, expect, it } from 'vitest';
import { refundableAmount } from './refund-order.ts';

describe('what an administrator can refund', () => {
  it('is what a registered order kept: its total less what settling refunded already', () => {
    expect(refundableAmount({ status: 'registered', total: 25000, refundedAmount: 0 })).toBe(25000);
    expect(refundableAmount({ status: 'registered', total: 25000, refundedAmount: 12500 })).toBe(12500);
  });

  it('is nothing for an order refunded already, by an administrator or in full, or not paid and carried out', () => {
    expect(
      refundableAmount({
        status: 'registered',
        total: 25000,
        refundedAmount: 0,
        adminRefund: { by: 'a', reason: 'r', at: '2026-01-01T00:00:00.000Z', amount: 25000, refundId: 're_1' },
      }),
    ).toBe(0);
    for (const status of ['refunded', 'pending', 'paid', 'failed', 'expired', 'payment_mismatch'] as const) {
      expect(refundableAmount({ status, total: 25000, refundedAmount: 0 }), status).toBe(0);
    }
  });
});
