import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { countEvent } from './count-event.ts';
import type { CountingPorts } from './ports.ts';

const now = new Date('2026-11-26T12:00:00.000Z');
const ports = (kept: { net: number; vat: number } | null = null) => {
  const counted: unknown[] = [];
  const statistics: CountingPorts['statistics'] = { countOnce: vi.fn(async (...args) => (counted.push(args), 'counted' as const)) };
  const orders: CountingPorts['orders'] = { keptAmounts: vi.fn(async () => kept) };
  return { ports: { statistics, orders }, counted };
};
const event = (name: string, data: Record<string, unknown>) => ({ metadata: { id: randomUUID(), name, occurredAt: '2026-11-02T08:00:00.000Z' }, data });

describe('countEvent', () => {
  it("counts a settled order's kept net and VAT, read from the order, under the event's id", async () => {
    const { ports: given, counted } = ports({ net: 20000, vat: 5000 });
    const settled = event('order.settled', { orderId: 'o-1', ownerId: 'u-1', status: 'registered', registered: ['a.fo'], refunded: [], refundedAmount: 0 });
    expect(await countEvent(settled, given, now)).toBe('counted');
    expect(given.orders.keptAmounts).toHaveBeenCalledWith('o-1');
    expect(counted).toEqual([[settled.metadata.id, { month: '2026-11', counters: { revenueNet: 20000, revenueVat: 5000 }, active: null }, now]]);
  });

  it('reads no order for a domain event, and leaves alone an event it does not count', async () => {
    const { ports: given, counted } = ports();
    await countEvent(
      event('domain.transferred-in', { domainId: 'd-1', name: 'a.fo', ownerType: 'user', ownerId: 'u-1', transferId: 't-1', expiresAt: '2027-11-02T08:00:00.000Z' }),
      given,
      now,
    );
    expect(given.orders.keptAmounts).not.toHaveBeenCalled();
    expect(counted).toHaveLength(1);
    expect(await countEvent(event('user.signed-in', { userId: 'u-1' }), given, now)).toBe('ignored');
    expect(counted).toHaveLength(1);
  });
});
