import type { Order, OrderItem } from '#shared/schemas/orders.ts';

/** An order as the API answers it, for tests: one name for one year unless told otherwise. */
export function makeOrder(overrides: Partial<Order> = {}, items: Partial<OrderItem>[] = [{}]): Order {
  const fullItems = items.map((item, index): OrderItem => ({
    domain: `name-${index + 1}.fo`,
    years: 1,
    unit_price: 10000,
    net: 10000,
    vat: 2500,
    total: 12500,
    status: 'pending',
    domain_id: null,
    failure_reason: null,
    ...item,
  }));
  const sum = (field: 'net' | 'vat' | 'total') => fullItems.reduce((total, item) => total + item[field], 0);
  return {
    id: 'order-1',
    kind: 'registration',
    status: 'pending',
    items: fullItems,
    net: sum('net'),
    vat: sum('vat'),
    vat_percent: 25,
    total: sum('total'),
    refunded_amount: 0,
    credit_note: null,
    team_id: null,
    currency: 'DKK',
    failure_reason: null,
    checkout_url: 'https://pay.example/checkout/order-1',
    provider_order_id: null,
    provider_invoice_id: null,
    automatic_charge: null,
    created_at: '2026-03-05T12:00:00.000Z',
    paid_at: null,
    updated_at: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}
