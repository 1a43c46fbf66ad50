import { describe, expect, it } from 'vitest';
import { type OrderRecord, priceOrder } from './order.ts';
import { orderMail } from './order-mails.ts';

const order = (overrides: Partial<OrderRecord> = {}): OrderRecord => ({
  orderId: 'o1',
  kind: 'registration',
  ownerType: 'user',
  ownerId: 'u1',
  buyerId: 'u1',
  buyerEmail: 'anna@example.fo',
  locale: 'en',
  status: 'registered',
  years: 1,
  ...priceOrder(['a.fo', 'b.fo'], 1, { netPerYear: 10000, vatPercent: 25 }),
  vatPercent: 25,
  refundedAmount: 12500,
  currency: 'DKK',
  checkoutId: 'cs_1',
  checkoutExpiresAt: '2026-11-22T11:30:00.000Z',
  idempotencyKey: 'key-12345678',
  createdAt: '2026-11-22T10:30:00.000Z',
  updatedAt: '2026-11-22T10:30:00.000Z',
  version: 1,
  ...overrides,
});

describe('orderMail: the order mails in the one layout', () => {
  const settled = () => {
    const base = order();
    return order({
      items: [
        { ...base.items[0]!, status: 'registered' },
        { ...base.items[1]!, status: 'refunded', failureReason: 'registry_unavailable' },
      ],
    });
  };

  it('names what was registered and refunded, links Receipts, with the phishing-safe line, in plain text and HTML', () => {
    const mail = orderMail({ kind: 'settled', order: settled() }, 'https://okisnavn.fo');
    expect(mail.subject).toBe('Your domains are registered');
    expect(mail.text).toContain('These domains are now registered to you:\n  • a.fo');
    expect(mail.text).toContain('These could not be registered, and their price is refunded:\n  • b.fo\nRefunded: DKK 125.00');
    expect(mail.text).toContain('You find the purchase under Receipts: https://okisnavn.fo/receipts');
    expect(mail.text).toContain('We never ask for card details by e-mail.');
    expect(mail.html).toContain('<a href="https://okisnavn.fo/receipts">https://okisnavn.fo/receipts</a>');
    expect(mail.html).toContain('<br>  • b.fo<br>');
  });

  it('writes Faroese for an order made in Faroese', () => {
    const mail = orderMail(
      { kind: 'payment-refunded', order: order({ locale: 'fo', status: 'payment_mismatch' }), amount: 12500, reason: 'payment_mismatch' },
      'https://okisnavn.fo',
    );
    expect(mail.subject).toBe('Gjaldið verður goldið aftur');
    expect(mail.text).toContain('Gjaldið fyri a.fo, b.fo samsvaraði ikki við upphæddina á keypinum');
    expect(mail.text).toContain('Vit gjalda tær 125,00 kr. aftur á sama kort.');
    expect(mail.text).toContain('Vit biðja teg ongantíð um kortupplýsingar við telduposti.');
  });
});
