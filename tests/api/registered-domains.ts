import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createDomainRepository } from '#functions/adapters/dynamodb/domain-repository.ts';
import type { DomainRecord } from '#functions/domains/model.ts';
import type { Portal } from './portal.ts';

const day = 24 * 3600 * 1000;

/**
 * A domain of the demo user's, registered at the registry simulator (sponsored by the portal) and
 * recorded in the portal as a registration would record it, named `<prefix>-<8 hex>.fo` (or
 * `recorded.name`). `recorded` overrides what the portal keeps (another `ownerId`, say, or the
 * `registrantEmail`); `atRegistry: false` leaves the registry out (the portal's record only, a
 * year from now).
 */
export async function demoUsersDomain(portal: Portal, prefix: string, recorded: Partial<DomainRecord> = {}, options: { atRegistry?: boolean } = {}): Promise<DomainRecord> {
  const name = recorded.name ?? `${prefix}-${randomUUID().slice(0, 8)}.fo`;
  const atRegistry = options.atRegistry === false ? null : portal.runtime.registry.register(name, { years: 1 });
  const ownerId = recorded.ownerId ?? (await portal.call('GET', '/users/me', { token: portal.tokens.user })).body.data.id;
  const now = portal.runtime.clock.now().toISOString();
  const domain: DomainRecord = {
    domainId: randomUUID(),
    name,
    ownerType: 'user',
    ownerId,
    registrantContactId: 'C-REG-1',
    registeredAt: atRegistry?.createdAt ?? now,
    expiresAt: atRegistry?.expiresAt ?? new Date(Date.now() + 365 * day).toISOString(),
    nameServerMode: 'product',
    nameServers: ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'],
    transferLock: true,
    registrationLock: false,
    autoRenewal: false,
    updatedAt: now,
    version: 1,
    ...recorded,
  };
  expect(await createDomainRepository(portal.runtime.table).create(domain)).toBe(true);
  return domain;
}
