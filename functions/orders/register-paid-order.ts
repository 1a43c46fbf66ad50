import { randomBytes, randomUUID } from 'node:crypto';
import type { EventEnvelope } from '#events/envelope.ts';
import type { DomainRecord } from '../domains/model.ts';
import type { OrderRepository } from './ports.ts';
import { RegistryError } from '../ports/registry.ts';
import { arrivalLockUpdate } from '../domain-settings/domain-locks.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import type { BusinessMetrics } from '../ports/business-metrics.ts';
import type { Clock } from '../ports/clock.ts';
import type { Payments } from '../ports/payments.ts';
import type { DomainCreated, Registry } from '../ports/registry.ts';
import type { OrderFailureReason } from '#shared/schemas/orders.ts';
import { type OrderItemRecord, type OrderRecord, settlement } from './order.ts';
import { type BuyerProfile, registrantContact } from './registrant.ts';

export interface RegisterPaidOrderPorts {
  orders: Pick<OrderRepository, 'get' | 'update' | 'recordRegisteredDomain'>;
  buyers: { get(userId: string): Promise<BuyerProfile | null> };
  registry: Pick<Registry, 'createContact' | 'createDomain' | 'domainInfo' | 'updateDomain'>;
  payments: Pick<Payments, 'refund'>;
  clock: Clock;
  /** The product's name servers, every new domain's start. */
  nameServers: readonly string[];
  deliver(events: readonly EventEnvelope[]): Promise<void>;
  /** Counts registrations, and what the registry refused or did not answer. */
  metrics: BusinessMetrics;
}

export type RegistrationOutcome = 'nothing-to-do' | 'registered' | 'refunded';

export interface FulfilmentOptions {
  /**
   * The last try (the paid-orders job, past the give-up time): a registry that is still down
   * refunds the names instead of keeping the buyer's money for ever.
   */
  giveUpOnOutage?: boolean;
}

/**
 * Registers the names of a paid order (the `order.paid` consumer). Safe to run again at any
 * point: names already recorded are skipped, a create whose answer was lost is recognised by
 * our registrant at the registry, the refund has a key of its own. A registry outage throws
 * (`registry_unavailable`), so the queue retries later; a name the registry refuses (taken
 * meanwhile, by another buyer) is refunded. Money and names are never lost in between: each
 * step is saved with the order's version before the next.
 */
export async function registerPaidOrder(orderId: string, ports: RegisterPaidOrderPorts, options: FulfilmentOptions = {}): Promise<RegistrationOutcome> {
  let order = await ports.orders.get(orderId);
  if (!order || order.status !== 'paid' || order.kind !== 'registration') return 'nothing-to-do';
  const buyer = await ports.buyers.get(order.buyerId);
  if (!buyer) throw new Error(`Order ${orderId}: its buyer ${order.buyerId} is gone`);
  const contact = registrantContact(order.ownerId, buyer);

  if (order.items.some((item) => item.status === 'pending')) {
    try {
      await ports.registry.createContact(contact);
    } catch (error) {
      countRegistryError(error, 'create-contact', ports);
      if (!(options.giveUpOnOutage && isRegistryOutage(error))) throw error;
      return settle(await refundPendingItems(order, 'registry_unavailable', ports), ports);
    }
  }
  for (const item of order.items) {
    if (item.status !== 'pending') continue;
    order = await registerItem(order, item, { id: contact.id, email: contact.email }, ports, options);
  }
  return settle(order, ports);
}

/** The registry did not answer (down, slow, refused our session): worth another try, unless it is the last. */
export function isRegistryOutage(error: unknown): boolean {
  return error instanceof DomainError && error.code === 'registry_unavailable';
}

/** A registry that did not answer (the queue tries again: each try counts) or refused what the buyer paid for. */
export function countRegistryError(error: unknown, operation: string, ports: { metrics: BusinessMetrics }): void {
  if (isRegistryOutage(error)) ports.metrics.count('RegistryErrors', { operation, reason: 'registry_unavailable' });
  else if (error instanceof RegistryError) ports.metrics.count('RegistryErrors', { operation, reason: error.code });
}

/** Every name still pending refunded for `reason`, saved with the order's version. */
export async function refundPendingItems(order: OrderRecord, reason: OrderFailureReason, ports: Pick<RegisterPaidOrderPorts, 'orders' | 'clock'>): Promise<OrderRecord> {
  const items = order.items.map((item) => (item.status === 'pending' ? { ...item, status: 'refunded' as const, failureReason: reason } : item));
  return ports.orders.update(order, { items }, ports.clock.now());
}

async function registerItem(
  order: OrderRecord,
  item: OrderItemRecord,
  registrant: { id: string; email: string },
  ports: RegisterPaidOrderPorts,
  options: FulfilmentOptions,
): Promise<OrderRecord> {
  const created = await createAtRegistry(item, registrant.id, ports).catch((error: unknown) => {
    countRegistryError(error, 'create-domain', ports);
    if (options.giveUpOnOutage && isRegistryOutage(error)) return { refused: 'registry_unavailable' as const };
    throw error;
  });
  // A name taken meanwhile is the market, not a registry error.
  if ('refused' in created && created.refused === 'registry_rejected') ports.metrics.count('RegistryErrors', { operation: 'create-domain', reason: created.refused });
  if ('refused' in created) return saveItem(order, item.domain, { status: 'refunded', failureReason: created.refused }, ports);
  const transferLock = await lockOnArrival(item.domain, created.statuses, ports);

  const now = ports.clock.now();
  const domain: DomainRecord = {
    domainId: randomUUID(),
    name: item.domain,
    ownerType: order.ownerType,
    ownerId: order.ownerId,
    orderId: order.orderId,
    registrantContactId: registrant.id,
    registrantEmail: registrant.email.toLowerCase(),
    registeredAt: created.createdAt,
    expiresAt: created.expiresAt,
    nameServerMode: 'product',
    nameServers: [...ports.nameServers],
    transferLock,
    registrationLock: false,
    autoRenewal: false,
    updatedAt: now.toISOString(),
    version: 1,
  };
  const items = withItem(order.items, item.domain, { status: 'registered', domainId: domain.domainId, failureReason: null, expiresAt: domain.expiresAt });
  const event = newEvent(
    'domain.registered',
    { domainId: domain.domainId, name: domain.name, ownerType: domain.ownerType, ownerId: domain.ownerId, orderId: order.orderId, expiresAt: domain.expiresAt },
    ports.clock,
  );
  const outcome = await ports.orders.recordRegisteredDomain({ order, changes: { items }, domain, event, at: now });
  // The portal already holds the name (the same owner bought it twice): this copy goes back.
  if (outcome === 'name_taken') return saveItem(order, item.domain, { status: 'refunded', failureReason: 'domain_unavailable' }, ports);
  await ports.deliver([event]);
  ports.metrics.count('DomainsRegistered');
  return { ...order, items, updatedAt: now.toISOString(), version: order.version + 1 };
}

/** Creates the name at the registry; a 2302 for a name our registrant already holds is our own earlier create. */
async function createAtRegistry(
  item: OrderItemRecord,
  registrantId: string,
  ports: RegisterPaidOrderPorts,
): Promise<(Pick<DomainCreated, 'createdAt' | 'expiresAt'> & { statuses: readonly string[] }) | { refused: OrderFailureReason }> {
  try {
    const created = await ports.registry.createDomain({
      name: item.domain,
      years: item.years,
      registrantId,
      contacts: { admin: registrantId, tech: registrantId, billing: registrantId },
      nameServers: ports.nameServers.map((host) => ({ host })),
      authInfo: newTransferCode(),
    });
    return { ...created, statuses: [] };
  } catch (error) {
    // registry_unavailable (a DomainError) and our own bugs: thrown, so the queue retries.
    if (!(error instanceof RegistryError)) throw error;
    if (error.code !== 'domain_unavailable') return { refused: 'registry_rejected' };
    const info = await ports.registry.domainInfo(item.domain);
    if (info.registrantId === registrantId) return { createdAt: info.createdAt, expiresAt: info.expiresAt, statuses: info.statuses };
    return { refused: 'domain_unavailable' };
  }
}

/**
 * Registrars lock by default: the new domain gets the transfer lock at the registry (EPP's
 * create takes no statuses, so an update follows it), unless a repeated run finds it set.
 * Whether the domain is locked, as our table then records it. An outage throws (the queue
 * delivers again, and the create is recognised as ours); a refusal leaves the domain
 * registered and unlocked, which the owner sees and can change.
 */
async function lockOnArrival(name: string, statuses: readonly string[], ports: RegisterPaidOrderPorts): Promise<boolean> {
  const update = arrivalLockUpdate(statuses);
  if (!update) return true;
  try {
    await ports.registry.updateDomain(name, update);
    return true;
  } catch (error) {
    if (error instanceof RegistryError) return false;
    throw error;
  }
}

/** A transfer code the registry accepts (RFC 5731 pwAuthInfoType): 16 random URL-safe characters. */
function newTransferCode(): string {
  return randomBytes(12).toString('base64url');
}

export function withItem(items: readonly OrderItemRecord[], domain: string, changes: Partial<OrderItemRecord>): OrderItemRecord[] {
  return items.map((item) => (item.domain === domain ? { ...item, ...changes } : item));
}

export async function saveItem(
  order: OrderRecord,
  domain: string,
  changes: Partial<OrderItemRecord>,
  ports: Pick<RegisterPaidOrderPorts, 'orders' | 'clock'>,
): Promise<OrderRecord> {
  return ports.orders.update(order, { items: withItem(order.items, domain, changes) }, ports.clock.now());
}

/** Once every name is registered or refused: the refund (if any) and the order's final status. */
export async function settle(order: OrderRecord, ports: Pick<RegisterPaidOrderPorts, 'orders' | 'payments' | 'clock' | 'deliver'>): Promise<RegistrationOutcome> {
  const { settled, status, refundAmount } = settlement(order);
  if (!settled) throw new Error(`Order ${order.orderId} is not settled after registration`);
  let refundId = order.refundId;
  // An order paid by hand (an administrator's mark) has no provider payment: what is refused is paid back by hand.
  if (refundAmount > 0 && !refundId && !order.manualPayment) {
    if (!order.paymentId) throw new Error(`Order ${order.orderId} is paid without a payment id`);
    const refund = await ports.payments.refund({ paymentId: order.paymentId, amount: refundAmount, idempotencyKey: `refund-${order.orderId}`, reason: 'requested_by_customer' });
    refundId = refund.id;
  }
  const items = order.items;
  const event = newEvent(
    'order.settled',
    {
      orderId: order.orderId,
      ownerId: order.ownerId,
      status,
      registered: items.filter((item) => item.status === 'registered').map((item) => item.domain),
      refunded: items.filter((item) => item.status === 'refunded').map((item) => item.domain),
      refundedAmount: refundAmount,
    },
    ports.clock,
  );
  await ports.orders.update(order, { status, refundedAmount: refundAmount, ...(refundId ? { refundId } : {}) }, ports.clock.now(), [event]);
  await ports.deliver([event]);
  return status;
}
