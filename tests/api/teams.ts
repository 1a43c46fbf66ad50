import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createAccessTokenRepository } from '#functions/adapters/dynamodb/access-token-repository.ts';
import { createTeamRepository } from '#functions/adapters/dynamodb/team-repository.ts';
import { createUserRepository } from '#functions/adapters/dynamodb/user-repository.ts';
import type { Portal } from './portal.ts';

export interface TeamUser {
  userId: string;
  name: string;
  email: string;
  token: string;
}

/** A new verified user with a session token, made straight in the table (`isAdmin` for an administrator). */
export async function teamUser(portal: Portal, name: string, options: { isAdmin?: boolean } = {}): Promise<TeamUser> {
  const userId = randomUUID();
  const email = `team-${userId.slice(0, 8)}@example.com`;
  const now = new Date();
  await createUserRepository(portal.runtime.table).create({
    userId,
    email,
    name,
    isAdmin: options.isAdmin ?? false,
    emailVerifiedAt: now.toISOString(),
    // An address, as a buyer needs for the registrant contact.
    street: 'Vegur 1',
    zip: '100',
    city: 'Tórshavn',
    countryCode: 'FO',
  });
  const { token } = await createAccessTokenRepository(portal.runtime.table).issue({ userId, kind: 'session', label: 'teams', now, lifetimeSeconds: 3600 });
  return { userId, name, email, token };
}

/**
 * A team made by `owner` over the API, with `members` put in as plain members (or owners)
 * straight in the table, as an accepted invitation would.
 */
export async function teamOf(portal: Portal, owner: TeamUser, members: Array<{ user: TeamUser; isOwner?: boolean }> = [], name = 'Toymið'): Promise<string> {
  const created = await portal.call('POST', '/teams', { token: owner.token, body: { name } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const teamId: string = created.body.data.id;
  const teams = createTeamRepository(portal.runtime.table);
  for (const { user, isOwner } of members) await teams.addMember({ teamId, userId: user.userId, isOwner: isOwner ?? false, joinedAt: new Date().toISOString() });
  return teamId;
}
