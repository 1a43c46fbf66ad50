import { describe, expect, it } from 'vitest';
import type { DomainRecord } from '../domains/model.ts';
import { RegistryError } from '../ports/registry.ts';
import { DomainError } from '../errors.ts';
import { type OrderRecord, priceOrder } from './order.ts';
import { renewPaidOrder, type RenewPaidOrderPorts } from './renew-paid-order.ts';

const now = new Date('2026-11-22T12:00:00.000Z');
const domain: DomainRecord = {
  domainId: 'd1',
  name: 'mitt.fo',
  ownerType: 'user',
  ownerId: 'u1',
  registrantContactId: 'OK1',
  registeredAt: '2025-12-01T00:00:00.000Z',
  expiresAt: '2026-12-01T00:00:00.000Z',
  nameServerMode: 'product',
  nameServers: [],
  transferLock: false,
  registrationLock: false,
  autoRenewal: false,
  updatedAt: '2025-12-01T00:00:00.000Z',
  version: 3,
};
const paidRenewal = (): OrderRecord => {
  const priced = priceOrder(['mitt.fo'], 2, { netPerYear: 10000, vatPercent: 25 });
  return {
    orderId: 'o1',
    kind: 'renewal',
    ownerType: 'user',
    ownerId: 'u1',
    buyerId: 'u1',
    buyerEmail: 'a@example.fo',
    locale: 'fo',
    status: 'paid',
    years: 2,
    ...priced,
    items: priced.items.map((item) => ({ ...item, domainId: 'd1', expiresBefore: domain.expiresAt })),
    vatPercent: 25,
    refundedAmount: 0,
    currency: 'DKK',
    paymentId: 'pi_1',
    idempotencyKey: 'k-12345678',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 2,
  };
};

function world(registry: RenewPaidOrderPorts['registry'], leaseHeld = { value: false }) {
  let order = paidRenewal();
  const renewals: { expiresAt?: string }[] = [];
  const refunds: number[] = [];
  const counted: string[] = [];
  const bump = (current: OrderRecord, changes: Partial<OrderRecord>) => {
    if (current.version !== order.version) throw new DomainError('conflict');
    order = { ...order, ...changes, version: order.version + 1 };
    return order;
  };
  const ports: RenewPaidOrderPorts = {
    orders: {
      get: async () => order,
      update: async (current, changes) => bump(current, changes),
      recordRegisteredDomain: async () => 'recorded',
      recordRenewal: async ({ order: current, changes, domainChanges }) => {
        bump(current, changes);
        renewals.push(domainChanges);
      },
    },
    domains: { get: async () => domain },
    leases: { take: async () => !leaseHeld.value, release: async () => undefined },
    registry,
    payments: { refund: async (request) => (refunds.push(request.amount), { id: 're_1', status: 'succeeded', amount: request.amount }) },
    clock: { now: () => now },
    deliver: async () => {},
    metrics: { count: (metric, properties) => void counted.push(`${metric} ${Object.values(properties ?? {}).join(' ')}`.trim()) },
  };
  return { ports, renewals, refunds, counted, order: () => order };
}

const info = (expiresAt: string) => ({
  name: 'mitt.fo',
  roid: 'R',
  statuses: ['ok'],
  registrantId: 'OK1',
  contacts: [],
  nameServers: [],
  registrar: 'okisnavn',
  createdAt: domain.registeredAt,
  updatedAt: null,
  expiresAt,
  authInfo: null,
  dsRecords: [],
});

describe('renewPaidOrder', () => {
  it('waits while another change to the domain is at the registry: nothing is sent, the queue tries again', async () => {
    const asked: unknown[] = [];
    const held = { value: true };
    const { ports, order } = world(
      { renewDomain: async (...args) => (asked.push(args), { expiresAt: '2028-12-01T00:00:00.000Z' }), domainInfo: async () => info('2028-12-01T00:00:00.000Z') },
      held,
    );
    await expect(renewPaidOrder(paidRenewal(), ports)).rejects.toMatchObject({ code: 'domain_change_in_progress' });
    expect(asked).toEqual([]);
    expect(order().status).toBe('paid');
    held.value = false;
    expect(await renewPaidOrder(order(), ports)).toBe('registered');
  });

  it("renews against the expiry the domain had when ordered, and records the registry's new expiry", async () => {
    const asked: unknown[] = [];
    const { ports, renewals, order, counted } = world({
      renewDomain: async (...args) => (asked.push(args), { expiresAt: '2028-12-01T00:00:00.000Z' }),
      domainInfo: async () => info('2028-12-01T00:00:00.000Z'),
    });
    expect(await renewPaidOrder(paidRenewal(), ports)).toBe('registered');
    expect(counted).toEqual(['DomainsRenewed by-hand']);
    expect(asked).toEqual([['mitt.fo', '2026-12-01', 2]]);
    expect(renewals).toEqual([{ expiresAt: '2028-12-01T00:00:00.000Z' }]);
    expect(order()).toMatchObject({ status: 'registered', refundedAmount: 0 });
  });

  it('recognises its own earlier renewal whose answer was lost (2004, the expiry moved by exactly this renewal)', async () => {
    const { ports, refunds, order } = world({
      renewDomain: async () => Promise.reject(new RegistryError('registry_rejected', 2004, 'Parameter value range error')),
      domainInfo: async () => info('2028-12-01T00:00:00.000Z'),
    });
    expect(await renewPaidOrder(paidRenewal(), ports)).toBe('registered');
    expect(refunds).toEqual([]);
    expect(order().status).toBe('registered');
  });

  it('refunds a renewal the registry refuses (the cap reached, a prohibiting status, renewed by another order)', async () => {
    const { ports, refunds, order, counted } = world({
      renewDomain: async () => Promise.reject(new RegistryError('registry_policy', 2306, 'Parameter value policy error')),
      domainInfo: async () => info('2026-12-01T00:00:00.000Z'),
    });
    expect(await renewPaidOrder(paidRenewal(), ports)).toBe('refunded');
    expect(counted).toEqual(['RegistryErrors renew-domain registry_rejected']);
    expect(refunds).toEqual([25000]);
    expect(order()).toMatchObject({ status: 'refunded', refundedAmount: 25000, items: [expect.objectContaining({ status: 'refunded', failureReason: 'registry_rejected' })] });
  });

  it('throws on a registry outage, so the queue retries, and changes nothing', async () => {
    const { ports, order, counted } = world({
      renewDomain: async () => Promise.reject(new DomainError('registry_unavailable')),
      domainInfo: async () => info('2026-12-01T00:00:00.000Z'),
    });
    await expect(renewPaidOrder(paidRenewal(), ports)).rejects.toMatchObject({ code: 'registry_unavailable' });
    expect(counted).toEqual(['RegistryErrors renew-domain registry_unavailable']);
    expect(order()).toMatchObject({ status: 'paid', version: 2 });
  });
});
