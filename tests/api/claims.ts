import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createDomainRepository } from '#functions/adapters/dynamodb/domain-repository.ts';
import type { DomainRecord } from '#functions/domains/model.ts';
import { latestCode } from './accounts.ts';
import type { Portal } from './portal.ts';
import type { TeamUser } from './teams.ts';

const day = 24 * 3600 * 1000;

/** A fresh address a domain's registrant can have (an old work address, say). */
export const oldAddress = (label = 'gamal') => `${label}-${randomUUID().slice(0, 8)}@arbeid.fo`;

/** A domain held by `owner` whose registrant e-mail is `email`: at the registry simulator, and recorded straight in the table. */
export async function registeredUnder(portal: Portal, owner: { userId: string }, email: string, recorded: Partial<DomainRecord> = {}): Promise<DomainRecord> {
  const now = portal.runtime.clock.now().toISOString();
  const name = recorded.name ?? `krav-${randomUUID().slice(0, 8)}.fo`;
  portal.runtime.registry.register(name, { years: 1 });
  const domain: DomainRecord = {
    domainId: randomUUID(),
    name,
    ownerType: 'user',
    ownerId: owner.userId,
    registrantContactId: 'OKCLAIM',
    registrantEmail: email,
    registeredAt: now,
    expiresAt: new Date(Date.now() + 365 * day).toISOString(),
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

/** Asks for a code to `email` as `user` and enters it: the address is proven for `user`. */
export async function proveAddress(portal: Portal, user: Pick<TeamUser, 'token'>, email: string): Promise<void> {
  const sent = await portal.call('POST', '/claims/codes', { token: user.token, body: { email } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  const verified = await portal.call('POST', '/claims/verify', { token: user.token, body: { email, code: await latestCode(portal, email) } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
}
