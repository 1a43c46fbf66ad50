import { randomBytes, randomUUID } from 'node:crypto';
import { configuredClock } from '#functions/adapters/clock/configured-clock.ts';
import { createDomainRepository } from '#functions/adapters/dynamodb/domain-repository.ts';
import { createDueRepository } from '#functions/adapters/dynamodb/lifecycle-repository.ts';
import { portalTableOf } from '#functions/adapters/dynamodb/table.ts';
import { configuredDelivery } from '#functions/adapters/events/configured-delivery.ts';
import { eppRegistry, RegistryError } from '#functions/adapters/registry/epp-registry.ts';
import { newEvent } from '#functions/events/any-event.ts';
import { type BuyerProfile, registrantContact } from '#functions/orders/registrant.ts';
import { arrivalLockUpdate } from '#functions/domain-settings/domain-locks.ts';
import { backfillDueEntries } from '#functions/lifecycle/backfill-due-entries.ts';
import type { LocalComposition } from './local-composition.ts';

/** The demo user's domains in `npm start`, so the archive and the domain view have something to show. */
export const demoDomainNames = ['jogvan-brukari.fo', 'brukarahandil.fo'] as const;

/**
 * Registers the demo domains through the Registry port (EPP to the simulator, as a purchase
 * does: the owner's registrant contact, the product's name servers, the transfer lock) and records them with
 * `domain.registered`, so the DNS zone and the activity log follow as for a bought domain.
 * Safe on every start: a name the portal already holds is left alone, but for the lifecycle
 * jobs' due entries a `.data/` older than them lacks (the backfill).
 */
export async function seedDemoDomains({ config, local }: LocalComposition, owner: BuyerProfile): Promise<void> {
  const registry = eppRegistry(config);
  const clock = configuredClock(config, local);
  const nameServers = config.PRODUCT_NAME_SERVERS;
  const contact = registrantContact(owner.userId, owner);
  const domainRepository = createDomainRepository(portalTableOf(config));
  const deliver = configuredDelivery(config, local)(console);
  const due = createDueRepository(portalTableOf(config));
  let contactMade = false;
  for (const name of demoDomainNames) {
    const held = await domainRepository.claimOf(name);
    if (held) {
      await backfillDueEntries(held.domainId, { due, clock });
      continue;
    }
    if (!contactMade) {
      await registry.createContact(contact);
      contactMade = true;
    }
    let registered: { createdAt: string; expiresAt: string; statuses: readonly string[] };
    try {
      registered = await registry
        .createDomain({
          name,
          years: 2,
          registrantId: contact.id,
          contacts: { admin: contact.id, tech: contact.id, billing: contact.id },
          nameServers: nameServers.map((host) => ({ host })),
          authInfo: randomBytes(12).toString('base64url'),
        })
        .then((created) => ({ ...created, statuses: [] }));
    } catch (error) {
      // Kept by the simulator from an earlier run whose table was in memory: ours if the registrant is.
      if (!(error instanceof RegistryError && error.code === 'domain_unavailable')) throw error;
      const info = await registry.domainInfo(name);
      if (info.registrantId !== contact.id) continue;
      registered = info;
    }
    // Locked against transfer from the start, as every registration is (register-paid-order.ts).
    const lock = arrivalLockUpdate(registered.statuses);
    if (lock) await registry.updateDomain(name, lock);
    const now = clock.now().toISOString();
    const domainId = randomUUID();
    const event = newEvent('domain.registered', { domainId, name, ownerType: 'user', ownerId: owner.userId, orderId: null, expiresAt: registered.expiresAt }, clock);
    const created = await domainRepository.create(
      {
        domainId,
        name,
        ownerType: 'user',
        ownerId: owner.userId,
        registrantContactId: contact.id,
        registrantEmail: contact.email.toLowerCase(),
        registeredAt: registered.createdAt,
        expiresAt: registered.expiresAt,
        nameServerMode: 'product',
        nameServers: [...nameServers],
        transferLock: true,
        registrationLock: false,
        autoRenewal: false,
        updatedAt: now,
        version: 1,
      },
      [event],
    );
    if (!created) continue;
    await deliver([event]);
    // The lifecycle jobs (expiry sync, notices) look at it on their next run.
    await backfillDueEntries(domainId, { due, clock });
  }
}
