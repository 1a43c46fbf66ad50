import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { DomainRecord } from '#functions/domains/model.ts';
import { latestCode } from './accounts.ts';
import type { Portal } from './portal.ts';
import { demoUsersDomain } from './registered-domains.ts';
import type { TeamUser } from './teams.ts';

/** A fresh address a domain's registrant can have (an old work address, say). */
export const oldAddress = (label = 'gamal') => `${label}-${randomUUID().slice(0, 8)}@arbeid.fo`;

/** A domain held by `owner` whose registrant e-mail is `email`: at the registry simulator, and recorded in the table. */
export const registeredUnder = (portal: Portal, owner: { userId: string }, email: string, recorded: Partial<DomainRecord> = {}): Promise<DomainRecord> =>
  demoUsersDomain(portal, 'krav', { ownerId: owner.userId, registrantEmail: email, ...recorded });

/** Asks for a code to `email` as `user` and enters it: the address is proven for `user`. */
export async function proveAddress(portal: Portal, user: Pick<TeamUser, 'token'>, email: string): Promise<void> {
  const sent = await portal.call('POST', '/claims/codes', { token: user.token, body: { email } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(202);
  const verified = await portal.call('POST', '/claims/verify', { token: user.token, body: { email, code: await latestCode(portal, email) } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
}
