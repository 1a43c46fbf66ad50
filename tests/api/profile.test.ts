import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserResponse } from '#shared/schemas/users.ts';
import { abroadUser, latestCode, newAccount, nextWindow, outbox, password, signIn } from './accounts.ts';
import { createAccessTokenRepository } from '#functions/adapters/dynamodb/access-token-repository.ts';
import { accountKeys } from '#functions/adapters/dynamodb/account-entities.ts';
import { createActivityRepository } from '#functions/adapters/dynamodb/activity-repository.ts';
import { createUserRepository } from '#functions/adapters/dynamodb/user-repository.ts';
import { usePortal } from './portal.ts';

const portal = usePortal();
// Passwords are hashed with scrypt at 128 MiB (~0.3 s each, more when every API file runs at once).
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => nextWindow(portal));

const repositories = async () => ({
  userRepository: createUserRepository(portal.runtime.table),
  accessTokenRepository: createAccessTokenRepository(portal.runtime.table),
  activityRepository: createActivityRepository(portal.runtime.table),
  accountKeys,
  dynamoDb: portal.runtime.table.getDocumentClient(),
});

const address = { street: 'Niels Finsens gøta 5', zip: '100', city: 'Tórshavn', country_code: 'FO' };

/** A user of the national e-ID (no password), with a session token, made straight in the table. */
async function eidUser(): Promise<{ userId: string; token: string }> {
  const { userRepository, accessTokenRepository } = await repositories();
  const userId = randomUUID();
  await userRepository.create({
    userId,
    email: `eid-${userId.slice(0, 8)}@example.com`,
    name: 'Rói Samleiki',
    isUsingSamleikin: true,
    emailVerifiedAt: new Date().toISOString(),
  });
  const { token } = await accessTokenRepository.issue({ userId, kind: 'session', label: 'test', now: new Date(), lifetimeSeconds: 3600 });
  return { userId, token };
}

describe('PATCH /users/me', () => {
  it('changes name and address and reports which fields changed', async () => {
    const { token, userId } = await newAccount(portal);
    const answer = await portal.call('PATCH', '/users/me', { token, body: { name: 'Anna Føroyingur', ...address } });
    expect(answer.status).toBe(200);
    expect(currentUserResponse.parse(answer.body).data).toMatchObject({ name: 'Anna Føroyingur', ...address });
    expect((await portal.call('GET', '/users/me', { token })).body.data).toMatchObject({ name: 'Anna Føroyingur', ...address });

    await portal.runtime.bus.drain();
    const { activityRepository } = await repositories();
    const [entry] = await activityRepository.listBySubject(`user:${userId}`);
    expect(entry).toMatchObject({ activity: 'user.profile-updated', details: { fields: ['name', 'street', 'zip', 'city', 'country_code'] } });
  });

  it('reports nothing when nothing changes', async () => {
    const { token } = await newAccount(portal);
    await portal.call('PATCH', '/users/me', { token, body: address });
    const published = portal.runtime.bus.published.length;
    const answer = await portal.call('PATCH', '/users/me', { token, body: address });
    expect(answer.status).toBe(200);
    expect(portal.runtime.bus.published.length).toBe(published);
  });

  it('lets a national e-ID user change the address but not the name', async () => {
    const { token } = await eidUser();
    const withName = await portal.call('PATCH', '/users/me', { token, body: { name: 'Another Name', ...address }, language: 'en' });
    expect(withName.status).toBe(422);
    expect(withName.body.error).toEqual({
      code: 'validation_failed',
      message: 'Some fields are not filled in correctly.',
      fields: { name: 'This comes from your national e-ID and cannot be changed here.' },
    });
    const addressOnly = await portal.call('PATCH', '/users/me', { token, body: address });
    expect(addressOnly.status).toBe(200);
    expect(addressOnly.body.data).toMatchObject({ name: 'Rói Samleiki', ...address });
  });

  it('validates the fields with the shared schema', async () => {
    const { token } = await newAccount(portal);
    const answer = await portal.call('PATCH', '/users/me', { token, body: { ...address, zip: '1', country_code: 'fo' } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields).sort()).toEqual(['country_code', 'zip']);
  });
});

describe('GET /users/me: how the user signs in', () => {
  it('says whether the user has a password and whether the national e-ID is linked (a user can have both)', async () => {
    const { token, userId } = await newAccount(portal);
    expect((await portal.call('GET', '/users/me', { token })).body.data).toMatchObject({ has_password: true, is_using_samleikin: false });
    // Kept on the user item, written with the password: GET /users/me needs no second read.
    const { userRepository } = await repositories();
    expect((await userRepository.get(userId))?.hasPassword).toBe(true);

    // A user stored without the flag (as before it existed) is answered from the credentials item.
    const eid = await eidUser();
    expect((await portal.call('GET', '/users/me', { token: eid.token })).body.data).toMatchObject({ has_password: false, is_using_samleikin: true });

    // The demo user signs in with a password and is linked to the test e-ID Jógvan Joensen.
    const demo = currentUserResponse.parse((await portal.call('GET', '/users/me', { token: portal.tokens.user })).body).data;
    expect(demo).toMatchObject({ has_password: true, is_using_samleikin: true });
  });

  it('answers the same in what a profile change returns', async () => {
    const { token } = await newAccount(portal);
    const answer = await portal.call('PATCH', '/users/me', { token, body: address });
    expect(currentUserResponse.parse(answer.body).data.has_password).toBe(true);
    const language = await portal.call('PATCH', '/users/me/language', { token, body: { language: 'fo' } });
    expect(language.body.data.has_password).toBe(true);
  });
});

describe('PATCH /users/me/password', () => {
  const change = (token: string, current: string, next: string) =>
    portal.call('PATCH', '/users/me/password', { token, body: { current_password: current, password: next, password_confirmation: next }, language: 'en' });

  it('needs the current password', async () => {
    const { token } = await newAccount(portal);
    const answer = await change(token, 'Not-the-password-1', 'Brand-new-password-1');
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual({ current_password: 'The current password is wrong.' });
  });

  it('refuses a new password on the common-password list, keeping the old one', async () => {
    const { email, token } = await newAccount(portal);
    const answer = await change(token, password, 'qwertyuiop123');
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual({ password: 'This password is one of the most common ones and is easy to guess. Choose another one.' });
    expect(await signIn(portal, email, password)).toEqual(expect.any(String));
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const { email, token: other } = await newAccount(portal);
    const current = await signIn(portal, email);
    const answer = await change(current, password, 'Brand-new-password-1');
    expect(answer).toMatchObject({ status: 200, body: { data: { accepted: true } } });
    expect((await portal.call('GET', '/users/me', { token: current })).status).toBe(200);
    expect((await portal.call('GET', '/users/me', { token: other })).status).toBe(401);

    // The password-changed notification's e-mail is on its way (the notifications consumer): let it land first.
    await portal.runtime.bus.drain();
    const sent = (await outbox(portal, email)).length;
    await portal.call('POST', '/auth/request-login', { body: { email, password } });
    expect(await outbox(portal, email)).toHaveLength(sent);
    expect(await signIn(portal, email, 'Brand-new-password-1')).toEqual(expect.any(String));
  });

  it('applies the password rules and the confirmation', async () => {
    const { token } = await newAccount(portal);
    const short = await change(token, password, 'short1');
    expect(Object.keys(short.body.error.fields)).toEqual(['password']);
    const mismatch = await portal.call('PATCH', '/users/me/password', {
      token,
      body: { current_password: password, password: 'Brand-new-password-1', password_confirmation: 'Brand-new-password-2' },
    });
    expect(Object.keys(mismatch.body.error.fields)).toEqual(['password_confirmation']);
  });

  it('refuses a user without a password (national e-ID) as a wrong current password', async () => {
    const { token } = await eidUser();
    const answer = await change(token, 'Whatever-password-1', 'Brand-new-password-1');
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.error.fields)).toEqual(['current_password']);
  });
});

describe('DELETE /users/me', () => {
  /** An item on the planned domain / team keys (docs/data-model.md), as those features will write them. */
  async function put(item: Record<string, string>): Promise<void> {
    const { dynamoDb } = await repositories();
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    await dynamoDb.send(new PutCommand({ TableName: portal.runtime.tableName, Item: item }));
  }

  it('deletes the account: its sessions end, the e-mail is free, the password no longer signs in', async () => {
    const { email, token, userId } = await newAccount(portal);
    const other = await signIn(portal, email);
    const answer = await portal.call('DELETE', '/users/me', { token });
    expect(answer.status).toBe(204);
    expect((await portal.call('GET', '/users/me', { token })).status).toBe(401);
    expect((await portal.call('GET', '/users/me', { token: other })).status).toBe(401);

    const { userRepository } = await repositories();
    expect(await userRepository.get(userId)).toBeNull();
    expect(await userRepository.idByEmail(email)).toBeNull();
    nextWindow(portal);
    const sent = (await outbox(portal, email)).length;
    await portal.call('POST', '/auth/request-login', { body: { email, password } });
    expect(await outbox(portal, email)).toHaveLength(sent);
    expect((await portal.call('POST', '/auth/register-abroad-user', { body: abroadUser(email) })).status).toBe(201);

    await portal.runtime.bus.drain();
    expect(portal.runtime.bus.published.some((event) => event.metadata.name === 'user.deleted' && (event.data as { userId: string }).userId === userId)).toBe(true);
  });

  it('is refused while the user owns a domain', async () => {
    const { token, userId } = await newAccount(portal);
    const { accountKeys } = await repositories();
    const owned = accountKeys.ownedDomains(userId);
    await put({ pk: `DOMAIN#${randomUUID()}`, sk: 'DOMAIN', gsi1pk: owned.partition, gsi1sk: `${owned.beginsWith}example.fo` });
    const answer = await portal.call('DELETE', '/users/me', { token, language: 'en' });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual({ code: 'user_owns_domains', message: 'You cannot delete your user while you own domains.' });
    expect((await portal.call('GET', '/users/me', { token })).status).toBe(200);
  });

  it('is refused while the user belongs to a team', async () => {
    const { token, userId } = await newAccount(portal);
    const { accountKeys } = await repositories();
    const teams = accountKeys.teamsOfUser(userId);
    const teamId = randomUUID();
    await put({ pk: `TEAM#${teamId}`, sk: `MEMBER#${userId}`, gsi1pk: teams.partition, gsi1sk: `${teams.beginsWith}${teamId}` });
    const answer = await portal.call('DELETE', '/users/me', { token });
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('user_in_team');
  });

  it('keeps the verification code of a deleted user from signing anyone in', async () => {
    const email = `gone-${randomUUID().slice(0, 8)}@example.com`;
    await portal.call('POST', '/auth/register-abroad-user', { body: abroadUser(email) });
    const code = await latestCode(portal, email);
    const token = await signIn(portal, email);
    expect((await portal.call('DELETE', '/users/me', { token })).status).toBe(204);
    const verified = await portal.call('POST', '/auth/verify-email', { body: { email, code } });
    expect(verified.status).toBe(422);
    expect(verified.body.error.code).toBe('invalid_code');
  });
});
