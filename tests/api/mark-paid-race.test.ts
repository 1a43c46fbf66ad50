import { describe, expect, it } from 'vitest';
import { formatDate } from '#shared/format.ts';
import { newAccount } from './accounts.ts';
import { type Json, usePortal } from './portal.ts';
import { checkout, freshName, pay, settled } from './purchases.ts';

/**
 * An administrator's "Merk goldna" racing the buyer's card payment for the same order (issue 27).
 * A hand-marked payment is recorded as such (no provider payment id) and is never sent to the
 * provider for a refund; the card payment, whether it arrived before or after the mark, is the
 * extra one and is refunded there. Retries are quick, so a refund that keeps failing reaches the
 * dead letters within the test.
 */
const portal = usePortal({ queueRetryDelayMs: () => 20 });

type PaymentState = {
  payment_intents: { id: string; status: string; metadata: Record<string, string> }[];
  sessions: { client_reference_id: string; payment_status: string; payment_intent: string | null }[];
  refunds: { payment_intent: string; amount: number; status: string }[];
};

async function dev<T = Json>(path: string): Promise<T> {
  return (await (await fetch(`${portal.runtime.url}${path}`)).json()) as T;
}

/** Today as `YYYY-MM-DD` in Atlantic/Faroe (the clock is not moved in this file). */
function today(): string {
  const [day, month, year] = formatDate(new Date()).split('.');
  return `${year}-${month}-${day}`;
}

describe('"mark paid" racing the card payment', () => {
  it('four rounds at once: each order registered once, every card payment that is extra refunded at the provider, the hand-marked one never sent there, no dead letters, the receipts numbered without a gap', async () => {
    const buyer = await newAccount(portal);
    const rounds = await Promise.all(
      [1, 2, 3, 4].map(async (round) => {
        const name = freshName(`kapp${round}`);
        const placed = await checkout(portal, buyer.token, { domains: [name] });
        expect(placed.status, JSON.stringify(placed.body)).toBe(201);
        const order = placed.body.data as { id: string; total: number; checkout_url: string };
        // The card first in some rounds, the mark first in others.
        const mark = () => portal.call('POST', `/admin/orders/${order.id}/mark-paid`, { token: portal.tokens.admin, body: { reason: 'Paid by bank transfer' } });
        const [marked] = round % 2 ? await Promise.all([mark(), pay(order.checkout_url)]) : (await Promise.all([pay(order.checkout_url), mark()])).reverse();
        return { name, order, marked: marked as { status: number; body: Json } };
      }),
    );
    for (const { order } of rounds) expect((await settled(portal, buyer.token, order.id)).status).toBe('registered');
    await portal.runtime.bus.drain();

    const payments = await dev<PaymentState>('/dev/pay/state.json');
    const domains = (await portal.call('GET', '/domains', { token: buyer.token })).body.data as { name: string }[];
    const registry = await dev<{ data: { domains: { name: string }[] } }>('/dev/registry');
    for (const { name, order, marked } of rounds) {
      expect(domains.filter((domain) => domain.name === name)).toHaveLength(1);
      expect(registry.data.domains.filter((domain) => domain.name === name)).toHaveLength(1);
      const cards = payments.sessions.filter((session) => session.client_reference_id === order.id && session.payment_status === 'paid');
      expect(cards).toHaveLength(1);
      const card = cards[0]!.payment_intent!;
      const view = await portal.call('GET', `/orders/${order.id}`, { token: buyer.token });
      if (marked.status === 200) {
        // Paid by hand: the order names no provider payment, and the card's is refunded in full, once.
        expect(view.body.data).toMatchObject({ status: 'registered', provider_invoice_id: null });
        expect(marked.body.data.manual_payment).toMatchObject({ reason: 'Paid by bank transfer' });
        expect(payments.refunds.filter((refund) => refund.payment_intent === card)).toEqual([expect.objectContaining({ amount: order.total })]);
      } else {
        // The card's webhook was recorded before the administrator's request read the order: refused, the card kept.
        expect(marked.status).toBe(409);
        expect(view.body.data).toMatchObject({ status: 'registered', provider_invoice_id: card });
        expect(payments.refunds.filter((refund) => refund.payment_intent === card)).toEqual([]);
      }
    }
    // Nothing but card payments was ever sent to the provider for a refund.
    expect(payments.refunds.every((refund) => refund.payment_intent.startsWith('pi_'))).toBe(true);
    expect((await dev<{ data: unknown[] }>('/dev/dead-letters')).data).toEqual([]);

    // One receipt per order, and the receipts' numbers run without a gap.
    const invoices = await portal.call('GET', `/admin/invoices?from=${today()}&to=${today()}&per_page=100`, { token: portal.tokens.admin });
    expect(invoices.status).toBe(200);
    const receipts = (invoices.body.data.data as Json[]).filter((invoice) => invoice.kind === 'receipt');
    for (const { order } of rounds) expect(receipts.filter((receipt) => receipt.order_id === order.id)).toHaveLength(1);
    const numbers = receipts.map((receipt) => Number(receipt.number)).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => numbers[0]! + index));
  }, 60_000);
});
