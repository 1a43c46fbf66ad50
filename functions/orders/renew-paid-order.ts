import type { DomainRepository } from '../domains/ports.ts';
import type { RegistryLeaseRepository } from '../domains/ports.ts';
import { underRegistryLease } from '../domain-settings/registry-changes.ts';
import type { OrderRepository } from './ports.ts';
import { RegistryError } from '../ports/registry.ts';
import { addYears } from '#shared/renewal.ts';
import { newEvent } from './events.ts';
import { DomainError } from '../errors.ts';
import { autoRenewalOrderId } from '../auto-renewal/auto-renewal-rules.ts';
import type { Registry } from '../ports/registry.ts';
import type { OrderFailureReason } from '#shared/schemas/orders.ts';
import type { OrderItemRecord, OrderRecord } from './order.ts';
import {
  countRegistryError,
  type FulfilmentOptions,
  isRegistryOutage,
  type RegisterPaidOrderPorts,
  type RegistrationOutcome,
  saveItem,
  settle,
  withItem,
} from './register-paid-order.ts';

export interface RenewPaidOrderPorts extends Omit<RegisterPaidOrderPorts, 'registry' | 'buyers' | 'nameServers' | 'orders'> {
  orders: RegisterPaidOrderPorts['orders'] & Pick<OrderRepository, 'recordRenewal'>;
  domains: Pick<DomainRepository, 'get'>;
  /** A renewal changes the domain at the registry: it waits for any other change to it (the same lease as the settings). */
  leases: Pick<RegistryLeaseRepository, 'take' | 'release'>;
  registry: Pick<Registry, 'renewDomain' | 'domainInfo'>;
}

const dayOf = (instant: string) => new Date(instant).toISOString().slice(0, 10);

/**
 * Applies a paid renewal at the registry (the `order.paid` consumer), once: the renew names the
 * expiry the domain had when it was ordered, so a second attempt after a lost answer is refused
 * (2004) instead of adding the years twice, and is then recognised from the registry's expiry.
 * A renewal the registry refuses (the 10-year cap reached meanwhile, a status that prohibits it,
 * the domain renewed by another order) is refunded. An outage throws, so the queue retries.
 */
export async function renewPaidOrder(order: OrderRecord, ports: RenewPaidOrderPorts, options: FulfilmentOptions = {}): Promise<RegistrationOutcome> {
  let current = order;
  for (const item of order.items) {
    if (item.status !== 'pending') continue;
    current = await renewItem(current, item, ports, options);
  }
  const outcome = await settle(current, ports);
  if (!order.autoRenewal) for (const item of current.items) if (item.status === 'registered') await closeFailedAutomaticRenewal(item, ports);
  return outcome;
}

/**
 * A renewal by hand closes the automatic renewal's order of the same period (the expiry it
 * renewed) when its charge failed and nothing is in flight: the order is `replaced` ("replaced
 * by a manual renewal") instead of staying `failed`, and the job, which looks for the new
 * period's order, never charges it. A charge in flight (`pending`, or a payment still to be
 * asked about) is left: if it went through, its renewal is refused by the registry and refunded.
 * Once: a replaced order is not failed any more.
 */
export async function closeFailedAutomaticRenewal(item: OrderItemRecord, ports: Pick<RenewPaidOrderPorts, 'orders' | 'clock'>): Promise<void> {
  if (!item.domainId || !item.expiresBefore) return;
  const automatic = await ports.orders.get(autoRenewalOrderId(item.domainId, item.expiresBefore));
  if (!automatic || automatic.status !== 'failed' || !automatic.autoRenewal || automatic.autoRenewal.paymentId) return;
  try {
    await ports.orders.update(automatic, { status: 'replaced' }, ports.clock.now());
  } catch (error) {
    // Changed meanwhile (the job's next attempt, or another delivery closed it): left as that made it.
    if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
  }
}

async function renewItem(order: OrderRecord, item: OrderItemRecord, ports: RenewPaidOrderPorts, options: FulfilmentOptions): Promise<OrderRecord> {
  const domain = item.domainId ? await ports.domains.get(item.domainId) : null;
  if (!domain || domain.deletedAt || !item.expiresBefore) return saveItem(order, item.domain, { status: 'refunded', failureReason: 'registry_rejected' }, ports);

  // Busy (another change to the domain in flight) throws: the queue or the job tries again.
  return underRegistryLease(domain.domainId, ports, async () => {
    const renewed = await renewAtRegistry(item, ports).catch((error: unknown) => {
      countRegistryError(error, 'renew-domain', ports);
      if (options.giveUpOnOutage && isRegistryOutage(error)) return { refused: 'registry_unavailable' as const };
      throw error;
    });
    if ('refused' in renewed) ports.metrics.count('RegistryErrors', { operation: 'renew-domain', reason: renewed.refused });
    if ('refused' in renewed) return saveItem(order, item.domain, { status: 'refunded', failureReason: renewed.refused }, ports);

    const now = ports.clock.now();
    const items = withItem(order.items, item.domain, { status: 'registered', failureReason: null, expiresAt: renewed.expiresAt });
    const event = newEvent(
      'domain.renewed',
      { domainId: domain.domainId, name: domain.name, orderId: order.orderId, years: item.years, expiresAt: renewed.expiresAt },
      ports.clock,
    );
    // Read under the lease: the version the renewal is saved against.
    const current = (await ports.domains.get(domain.domainId)) ?? domain;
    await ports.orders.recordRenewal({ order, changes: { items }, domain: current, domainChanges: { expiresAt: renewed.expiresAt }, event, at: now });
    await ports.deliver([event]);
    ports.metrics.count('DomainsRenewed', { trigger: order.autoRenewal ? 'automatic' : 'by-hand' });
    return { ...order, items, updatedAt: now.toISOString(), version: order.version + 1 };
  });
}

async function renewAtRegistry(item: OrderItemRecord, ports: RenewPaidOrderPorts): Promise<{ expiresAt: string } | { refused: OrderFailureReason }> {
  const expected = dayOf(addYears(item.expiresBefore!, item.years).toISOString());
  try {
    return await ports.registry.renewDomain(item.domain, dayOf(item.expiresBefore!), item.years);
  } catch (error) {
    if (!(error instanceof RegistryError)) throw error;
    // The registry's expiry already moved: our earlier attempt went through if it moved by exactly this renewal.
    const info = await ports.registry.domainInfo(item.domain);
    if (dayOf(info.expiresAt) === expected) return { expiresAt: info.expiresAt };
    return { refused: 'registry_rejected' };
  }
}
