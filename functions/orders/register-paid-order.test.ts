import { describe, expect, it } from 'vitest';
import { RegistryError } from '../ports/registry.ts';
import { DomainError } from '../errors.ts';
import type { DomainCreateRequest, DomainInfo, DomainUpdate } from '../ports/registry.ts';
import { type OrderRecord, priceOrder } from './order.ts';
import { registerPaidOrder, type RegisterPaidOrderPorts } from './register-paid-order.ts';
import { registrantContactId } from './registrant.ts';
import { fulfilStrandedOrders } from './fulfil-stranded-orders.ts';

const now = new Date('2026-11-22T12:00:00.000Z');
const clock = { now: () => now };
const buyer = { userId: 'u1', name: 'Anna', email: 'anna@example.fo', street: 'Vegur 1', zip: '100', city: 'Tórshavn', countryCode: 'FO' };

function paidOrder(names: string[]): OrderRecord {
  return {
    orderId: 'o1',
    kind: 'registration',
    ownerType: 'user',
    ownerId: 'u1',
    buyerId: 'u1',
    buyerEmail: buyer.email,
    locale: 'fo',
    status: 'paid',
    years: 1,
    ...priceOrder(names, 1, { netPerYear: 10000, vatPercent: 25 }),
    vatPercent: 25,
    refundedAmount: 0,
    currency: 'DKK',
    paymentId: 'pi_1',
    idempotencyKey: 'key-12345678',
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 1,
  };
}

/** In-memory orders with the version check the repository makes, and a scripted registry. */
function world(order: OrderRecord, create: (request: DomainCreateRequest) => Promise<{ name: string; createdAt: string; expiresAt: string }>, info?: Partial<DomainInfo>) {
  let stored = structuredClone(order);
  const refunds: { amount: number; idempotencyKey: string }[] = [];
  const domains: string[] = [];
  const locked: Record<string, boolean> = {};
  const updates: { name: string; update: DomainUpdate }[] = [];
  const counted: string[] = [];
  const bump = (current: OrderRecord, changes: Partial<OrderRecord>) => {
    if (current.version !== stored.version) throw new DomainError('conflict');
    stored = { ...stored, ...changes, version: stored.version + 1 };
    return stored;
  };
  const ports: RegisterPaidOrderPorts = {
    orders: {
      get: async () => structuredClone(stored),
      update: async (current, changes) => bump(current, changes),
      recordRegisteredDomain: async ({ order: current, changes, domain }) => {
        bump(current, changes);
        domains.push(domain.name);
        locked[domain.name] = domain.transferLock;
        return 'recorded';
      },
    },
    buyers: { get: async () => buyer },
    registry: {
      createContact: async () => 'created',
      createDomain: create,
      updateDomain: async (name, update) => void updates.push({ name, update }),
      domainInfo: async (name) => ({
        name,
        roid: 'R',
        statuses: ['ok'],
        registrantId: null,
        contacts: [],
        nameServers: [],
        registrar: 'x',
        createdAt: now.toISOString(),
        updatedAt: null,
        expiresAt: '2027-11-22T12:00:00.000Z',
        authInfo: null,
        dsRecords: [],
        ...info,
      }),
    },
    payments: { refund: async (request) => (refunds.push(request), { id: 're_1', status: 'succeeded', amount: request.amount }) },
    clock,
    nameServers: ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'],
    deliver: async () => {},
    metrics: { count: (metric, properties) => void counted.push(properties?.reason ? `${metric} ${properties.operation} ${properties.reason}` : metric) },
  };
  return { ports, refunds, domains, locked, updates, counted, stored: () => stored };
}

const created = async (request: DomainCreateRequest) => ({ name: request.name, createdAt: now.toISOString(), expiresAt: '2027-11-22T12:00:00.000Z' });

describe('registerPaidOrder', () => {
  it('registers every name with the product name servers and the buyer as every contact', async () => {
    const requests: DomainCreateRequest[] = [];
    const { ports, stored, refunds, counted } = world(paidOrder(['a.fo', 'b.fo']), async (request) => (requests.push(request), created(request)));
    expect(await registerPaidOrder('o1', ports)).toBe('registered');
    expect(stored()).toMatchObject({ status: 'registered', refundedAmount: 0 });
    expect(counted).toEqual(['DomainsRegistered', 'DomainsRegistered']);
    expect(refunds).toEqual([]);
    const contact = registrantContactId('u1');
    expect(requests[0]).toMatchObject({
      name: 'a.fo',
      years: 1,
      registrantId: contact,
      contacts: { admin: contact, tech: contact, billing: contact },
      nameServers: [{ host: 'ns1.okisnavn.fo' }, { host: 'ns2.okisnavn.fo' }],
    });
  });

  it('sets the transfer lock at the registry on each new domain, and records it locked', async () => {
    const { ports, locked, updates } = world(paidOrder(['a.fo', 'b.fo']), created);
    expect(await registerPaidOrder('o1', ports)).toBe('registered');
    expect(updates).toEqual([
      { name: 'a.fo', update: { addStatuses: ['clientTransferProhibited'] } },
      { name: 'b.fo', update: { addStatuses: ['clientTransferProhibited'] } },
    ]);
    expect(locked).toEqual({ 'a.fo': true, 'b.fo': true });
  });

  it('does not set the lock twice when a repeated run finds it at the registry', async () => {
    const { ports, locked, updates } = world(paidOrder(['a.fo']), async () => Promise.reject(new RegistryError('domain_unavailable', 2302, 'Object exists')), {
      registrantId: registrantContactId('u1'),
      statuses: ['clientTransferProhibited'],
    });
    expect(await registerPaidOrder('o1', ports)).toBe('registered');
    expect(updates).toEqual([]);
    expect(locked).toEqual({ 'a.fo': true });
  });

  it('keeps the domain, unlocked, when the registry refuses the lock; an outage is tried again', async () => {
    const refusing = world(paidOrder(['a.fo']), created);
    refusing.ports.registry.updateDomain = async () => Promise.reject(new RegistryError('registry_policy', 2306, 'Parameter value policy error'));
    expect(await registerPaidOrder('o1', refusing.ports)).toBe('registered');
    expect(refusing.locked).toEqual({ 'a.fo': false });

    const down = world(paidOrder(['a.fo']), created);
    down.ports.registry.updateDomain = async () => Promise.reject(new DomainError('registry_unavailable'));
    await expect(registerPaidOrder('o1', down.ports)).rejects.toMatchObject({ code: 'registry_unavailable' });
    expect(down.domains).toEqual([]);
  });

  it('takes a 2302 for a name our registrant holds as its own earlier create (the answer was lost)', async () => {
    const { ports, stored, refunds } = world(paidOrder(['a.fo']), async () => Promise.reject(new RegistryError('domain_unavailable', 2302, 'Object exists')), {
      registrantId: registrantContactId('u1'),
    });
    expect(await registerPaidOrder('o1', ports)).toBe('registered');
    expect(stored().items[0]).toMatchObject({ status: 'registered' });
    expect(refunds).toEqual([]);
  });

  it("refunds a name someone else got first, and one the registry refuses, in one refund with the order's key", async () => {
    const { ports, stored, refunds, domains, counted } = world(
      paidOrder(['taken.fo', 'fine.fo', 'policy.fo']),
      async (request) => {
        if (request.name === 'taken.fo') throw new RegistryError('domain_unavailable', 2302, 'Object exists');
        if (request.name === 'policy.fo') throw new RegistryError('registry_policy', 2306, 'Parameter value policy error');
        return created(request);
      },
      { registrantId: 'SOMEONE-ELSE' },
    );
    expect(await registerPaidOrder('o1', ports)).toBe('registered');
    expect(domains).toEqual(['fine.fo']);
    expect(stored().items.map((item) => [item.domain, item.status, item.failureReason])).toEqual([
      ['taken.fo', 'refunded', 'domain_unavailable'],
      ['fine.fo', 'registered', null],
      ['policy.fo', 'refunded', 'registry_rejected'],
    ]);
    expect(refunds).toEqual([expect.objectContaining({ amount: 25000, idempotencyKey: 'refund-o1', paymentId: 'pi_1' })]);
    expect(stored()).toMatchObject({ status: 'registered', refundedAmount: 25000, refundId: 're_1' });
    // A name taken meanwhile is no registry error; a refusal is.
    expect(counted).toEqual(['DomainsRegistered', 'RegistryErrors create-domain registry_rejected']);
  });

  it('throws on a registry outage, keeps what was done, and finishes on the next delivery', async () => {
    let down = true;
    const { ports, stored, counted } = world(paidOrder(['a.fo', 'b.fo']), async (request) => {
      if (request.name === 'b.fo' && down) throw new DomainError('registry_unavailable');
      return created(request);
    });
    await expect(registerPaidOrder('o1', ports)).rejects.toMatchObject({ code: 'registry_unavailable' });
    expect(counted).toEqual(['DomainsRegistered', 'RegistryErrors create-domain registry_unavailable']);
    expect(stored()).toMatchObject({ status: 'paid' });
    expect(stored().items.map((item) => item.status)).toEqual(['registered', 'pending']);
    down = false;
    expect(await registerPaidOrder('o1', ports)).toBe('registered');
    expect(await registerPaidOrder('o1', ports)).toBe('nothing-to-do');
  });

  it('does nothing for an order that is not paid', async () => {
    const { ports } = world({ ...paidOrder(['a.fo']), status: 'pending' }, created);
    expect(await registerPaidOrder('o1', ports)).toBe('nothing-to-do');
  });
});

describe('registerPaidOrder, the last try', () => {
  it('refunds the names still pending when the registry is still down, and keeps what it registered', async () => {
    const { ports, stored, refunds } = world(paidOrder(['a.fo', 'b.fo']), async (request) => {
      if (request.name === 'b.fo') throw new DomainError('registry_unavailable');
      return created(request);
    });
    expect(await registerPaidOrder('o1', ports, { giveUpOnOutage: true })).toBe('registered');
    expect(stored().items.map((item) => [item.domain, item.status, item.failureReason])).toEqual([
      ['a.fo', 'registered', null],
      ['b.fo', 'refunded', 'registry_unavailable'],
    ]);
    expect(refunds).toEqual([expect.objectContaining({ amount: 12500, idempotencyKey: 'refund-o1' })]);
  });

  it('refunds the whole order when the registry does not even take the contact', async () => {
    const { ports, stored, refunds } = world(paidOrder(['a.fo']), created);
    ports.registry.createContact = async () => Promise.reject(new DomainError('registry_unavailable'));
    await expect(registerPaidOrder('o1', ports)).rejects.toMatchObject({ code: 'registry_unavailable' });
    expect(await registerPaidOrder('o1', ports, { giveUpOnOutage: true })).toBe('refunded');
    expect(stored()).toMatchObject({ status: 'refunded', refundedAmount: 12500 });
    expect(refunds).toHaveLength(1);
  });

  it('never refunds on our own bugs, even on the last try', async () => {
    const { ports, refunds } = world(paidOrder(['a.fo']), async () => Promise.reject(new TypeError('a bug')));
    await expect(registerPaidOrder('o1', ports, { giveUpOnOutage: true })).rejects.toThrow('a bug');
    expect(refunds).toEqual([]);
  });
});

describe('fulfilStrandedOrders (the paid-orders job)', () => {
  function job(order: OrderRecord, create: Parameters<typeof world>[1]) {
    const { ports, stored, refunds, domains } = world(order, create);
    let asked = '';
    const warnings: unknown[] = [];
    const jobPorts = {
      ...ports,
      orders: {
        ...ports.orders,
        listByStatusBefore: async (status: string, before: string) => ((asked = `${status} ${before}`), [stored()]),
        listUnkeptPaymentsBefore: async () => [],
        recordUnkeptRefund: async () => stored(),
        forgetUnkeptPayment: async () => undefined,
        recordRenewal: async () => undefined,
      },
      domains: { get: async () => null },
      leases: { take: async () => true, release: async () => undefined },
      registry: { ...ports.registry, renewDomain: async () => ({ expiresAt: '' }) },
      logger: { warn: (...args: unknown[]) => void warnings.push(args) },
    };
    return { jobPorts, stored, refunds, domains, asked: () => asked, warnings };
  }

  it('carries out paid orders untouched for 30 minutes through the consumer’s path', async () => {
    const { jobPorts, stored, domains, asked } = job({ ...paidOrder(['a.fo']), paidAt: '2026-11-22T11:00:00.000Z', updatedAt: '2026-11-22T11:00:00.000Z' }, created);
    expect(await fulfilStrandedOrders(jobPorts)).toEqual({ found: 1, registered: 1, refunded: 0, failed: 0, paymentsRefunded: 0 });
    expect(asked()).toBe('paid 2026-11-22T11:30:00.000Z');
    expect(domains).toEqual(['a.fo']);
    expect(stored().status).toBe('registered');
  });

  it('keeps trying while the registry is down, and refunds once the order was paid a day ago', async () => {
    const down = async () => Promise.reject(new DomainError('registry_unavailable'));
    const recent = job({ ...paidOrder(['a.fo']), paidAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z' }, down);
    expect(await fulfilStrandedOrders(recent.jobPorts)).toEqual({ found: 1, registered: 0, refunded: 0, failed: 1, paymentsRefunded: 0 });
    expect(recent.stored().status).toBe('paid');
    expect(recent.refunds).toEqual([]);

    const old = job({ ...paidOrder(['a.fo']), paidAt: '2026-11-21T12:00:00.000Z', updatedAt: '2026-11-21T12:00:00.000Z' }, down);
    expect(await fulfilStrandedOrders(old.jobPorts)).toEqual({ found: 1, registered: 0, refunded: 1, failed: 0, paymentsRefunded: 0 });
    expect(old.stored()).toMatchObject({ status: 'refunded', refundedAmount: 12500 });
    expect(old.stored().items[0]).toMatchObject({ status: 'refunded', failureReason: 'registry_unavailable' });
  });
});
