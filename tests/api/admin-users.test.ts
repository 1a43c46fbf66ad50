import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { createActivityRepository } from '#functions/adapters/dynamodb/activity-repository.ts';
import { newAccount, nextWindow, password, signIn } from './accounts.ts';
import { usePortal } from './portal.ts';

/**
 * The administration area's users (issue 17): search by the beginning of a name or an e-mail
 * address through the search index, a user's page, deactivating (no sign-in by password, e-ID or
 * existing session) and activating, ending a session; each act in the activity log with the
 * administrator as actor.
 */
const portal = usePortal();
const admin = () => portal.tokens.admin;
const adminId = async () => (await portal.call('GET', '/users/me', { token: admin() })).body.data.id as string;
const marker = () => `Yggj${randomUUID().slice(0, 6)}`;

describe('finding users', () => {
  it('finds users by the beginning of their name or e-mail address, case-insensitive, each once, a page at a time', async () => {
    const family = marker();
    const anna = await newAccount(portal, { name: `${family} Anna`, email: `${family.toLowerCase()}-anna@example.com` });
    const bardur = await newAccount(portal, { name: `${family} Bárður` });
    const jogvan = await newAccount(portal, { name: 'Jógvan Hansen', email: `${family.toLowerCase()}-jogvan@example.com` });

    // Anna matches by name and by address: once.
    const found = await portal.call('GET', `/admin/users?q=${encodeURIComponent(family.toUpperCase())}`, { token: admin() });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    const ids = (found.body.data.data as { id: string }[]).map((user) => user.id);
    expect(ids.sort()).toEqual([anna.userId, bardur.userId, jogvan.userId].sort());
    expect(found.body.data.links.next).toBeNull();
    expect(found.body.data.data.find((user: { id: string }) => user.id === anna.userId)).toMatchObject({ name: `${family} Anna`, email: anna.email, deactivated_at: null });

    // By the address alone.
    const byEmail = await portal.call('GET', `/admin/users?q=${encodeURIComponent(`${family.toLowerCase()}-jo`)}`, { token: admin() });
    expect((byEmail.body.data.data as { id: string }[]).map((user) => user.id)).toEqual([jogvan.userId]);

    // Two a page: the second page holds the third, and the first links to it.
    const first = await portal.call('GET', `/admin/users?q=${encodeURIComponent(family)}&per_page=2`, { token: admin() });
    expect(first.body.data.data).toHaveLength(2);
    expect(first.body.data.links.next).toBe(`/api/admin/users?q=${encodeURIComponent(family)}&page=2&per_page=2`);
    const second = await portal.call('GET', first.body.data.links.next.replace(/^\/api/, ''), { token: admin() });
    expect(second.body.data.data).toHaveLength(1);
    expect(second.body.data.links.next).toBeNull();
    expect([...first.body.data.data, ...second.body.data.data].map((user: { id: string }) => user.id).sort()).toEqual(ids.sort());
  });

  it('finds a user by their new name after a profile change, and not by the old one', async () => {
    const before = marker();
    const after = marker();
    const user = await newAccount(portal, { name: `${before} Nýggj` });
    const changed = await portal.call('PATCH', '/users/me', {
      token: user.token,
      body: { name: `${after} Nýggj`, street: 'Vegur 1', zip: '100', city: 'Tórshavn', country_code: 'FO' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await portal.call('GET', `/admin/users?q=${before}`, { token: admin() })).body.data.data).toEqual([]);
    expect((await portal.call('GET', `/admin/users?q=${after}`, { token: admin() })).body.data.data.map((found: { id: string }) => found.id)).toEqual([user.userId]);
  });

  it('finds users inside their names and addresses, by the beginning of any word; a changed name or address moves the words', async () => {
    const family = marker();
    const street = marker().toLowerCase();
    const poul = await newAccount(portal, { name: `Poul ${family}sen`, email: `poul.${street}+fo@example.com` });
    const search = async (term: string) =>
      ((await portal.call('GET', `/admin/users?q=${encodeURIComponent(term)}`, { token: admin() })).body.data.data as { id: string }[]).map((user) => user.id);

    // A later word of the name ("jens" finds "Poul Jensen"), case-insensitive; parts of the address after . + and @.
    expect(await search(family.toUpperCase())).toEqual([poul.userId]);
    expect(await search(`${street}+f`)).toEqual([poul.userId]);
    expect(await search(`.${street}`)).toEqual([poul.userId]);
    expect(await search(`fo@example.com`)).toContain(poul.userId);
    // Inside a word (not its beginning) finds nothing.
    expect(await search(family.slice(2))).toEqual([]);

    // A new name: its words, and no longer the old ones.
    const renamed = marker();
    const changed = await portal.call('PATCH', '/users/me', {
      token: poul.token,
      body: { name: `Poul ${renamed}`, street: 'Vegur 1', zip: '100', city: 'Tórshavn', country_code: 'FO' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await search(family)).toEqual([]);
    expect(await search(renamed)).toEqual([poul.userId]);
    const kept = await portal.runtime.table
      .build(QueryCommand)
      .query({ partition: `USER#${poul.userId}`, range: { beginsWith: 'SEARCHWORD#name#' } })
      .send();
    expect((kept.Items ?? []).map((item) => item.sk)).toEqual([`SEARCHWORD#name#${renamed.toLowerCase()}`]);
  });

  it('lists every user, the newest first, before any search (from the index by creation time), a page at a time', async () => {
    const older = await newAccount(portal, { name: `${marker()} Eldri` });
    const newer = await newAccount(portal, { name: `${marker()} Nýggjari` });
    for (const path of ['/admin/users', '/admin/users?q=', '/admin/users?q=%20%20']) {
      const answer = await portal.call('GET', path, { token: admin() });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const listed = answer.body.data.data as { id: string; created_at: string }[];
      expect(listed.map((user) => user.created_at)).toEqual(
        listed
          .map((user) => user.created_at)
          .sort()
          .reverse(),
      );
      const ids = listed.map((user) => user.id);
      expect(ids).toContain(newer.userId);
      expect(ids.indexOf(newer.userId)).toBeLessThan(ids.indexOf(older.userId) === -1 ? Infinity : ids.indexOf(older.userId));
    }
    const first = await portal.call('GET', '/admin/users?per_page=1', { token: admin() });
    expect(first.body.data.data).toHaveLength(1);
    expect(first.body.data.links.next).toBe('/api/admin/users?page=2&per_page=1');
    const second = await portal.call('GET', '/admin/users?page=2&per_page=1', { token: admin() });
    expect(second.body.data.data[0].created_at <= first.body.data.data[0].created_at).toBe(true);
    expect(second.body.data.data[0].id).not.toBe(first.body.data.data[0].id);
  });
});

describe("a user's page and deactivation", () => {
  it('shows the profile and live sessions; deactivating ends the sessions and refuses password sign-in in both languages; activating lets them in again; all logged with the administrator', async () => {
    nextWindow(portal);
    const user = await newAccount(portal, { name: `${marker()} Óvirkin` });
    const second = await signIn(portal, user.email);

    const page = await portal.call('GET', `/admin/users/${user.userId}`, { token: admin() });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.data).toMatchObject({ id: user.userId, email: user.email, deactivated_at: null, domains: [], teams: [], orders: [] });
    expect(page.body.data.sessions).toHaveLength(2);

    // An administrator cannot deactivate themself.
    expect((await portal.call('POST', `/admin/users/${await adminId()}/deactivate`, { token: admin(), body: {} })).status).toBe(403);

    const deactivated = await portal.call('POST', `/admin/users/${user.userId}/deactivate`, { token: admin(), body: { reason: 'Misnýtsla' } });
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
    expect(deactivated.body.data.deactivated_at).toEqual(expect.any(String));
    expect(deactivated.body.data.sessions).toEqual([]);

    // Existing sessions: ended.
    for (const token of [user.token, second]) expect((await portal.call('GET', '/users/me', { token })).status).toBe(401);
    // The right password: refused with the message, in the caller's language; no code is sent.
    const fo = await portal.call('POST', '/auth/request-login', { body: { email: user.email, password }, headers: { 'accept-language': 'fo' } });
    expect(fo.status).toBe(403);
    expect(fo.body.error).toMatchObject({
      code: 'account_deactivated',
      message: 'Brúkarin er gjørdur óvirkin. Set teg í samband við okkum, um tú heldur, at hetta er ein feilur.',
    });
    const en = await portal.call('POST', '/auth/request-login', { body: { email: user.email, password }, headers: { 'accept-language': 'en' } });
    expect(en.body.error).toMatchObject({ code: 'account_deactivated', message: 'This user has been deactivated. Please contact us if you think this is a mistake.' });
    // A wrong password tells nothing: the answer an unknown e-mail gets.
    const wrong = await portal.call('POST', '/auth/request-login', { body: { email: user.email, password: 'Not-the-password-9' } });
    expect({ status: wrong.status, code: wrong.body.error.code }).toEqual({ status: 422, code: 'invalid_credentials' });

    // Deactivating again changes nothing and logs nothing more.
    expect((await portal.call('POST', `/admin/users/${user.userId}/deactivate`, { token: admin(), body: {} })).status).toBe(200);

    const activated = await portal.call('POST', `/admin/users/${user.userId}/activate`, { token: admin(), body: { reason: 'Avgreitt' } });
    expect(activated.body.data.deactivated_at).toBeNull();
    const token = await signIn(portal, user.email);
    expect((await portal.call('GET', '/users/me', { token })).status).toBe(200);

    // An administrator ends one session.
    const [session] = (await portal.call('GET', `/admin/users/${user.userId}`, { token: admin() })).body.data.sessions;
    expect((await portal.call('DELETE', `/admin/users/${user.userId}/sessions/${session.id}`, { token: admin() })).status).toBe(204);
    expect((await portal.call('GET', '/users/me', { token })).status).toBe(401);
    expect((await portal.call('DELETE', `/admin/users/${user.userId}/sessions/${session.id}`, { token: admin() })).status).toBe(404);

    await portal.runtime.bus.drain();
    const administrator = await adminId();
    const entries = (await createActivityRepository(portal.runtime.table).pageBySubject(`user:${user.userId}`, 1, 50)).entries.filter((entry) => entry.actorKind === 'admin');
    expect(entries.map((entry) => [entry.activity, entry.actor, entry.details])).toEqual([
      ['user.session-revoked', administrator, { reason: '', tokenId: session.id }],
      ['user.activated', administrator, { reason: 'Avgreitt' }],
      ['user.deactivated', administrator, { reason: 'Misnýtsla', sessionsEnded: 2 }],
    ]);
    // The user's page lists them too (the activity about the user).
    const history = await portal.call('GET', `/admin/users/${user.userId}/activity`, { token: admin() });
    const shown = history.body.data.data as { activity: string; actor: { kind: string } }[];
    expect(shown.filter((entry) => entry.actor.kind === 'admin').map((entry) => entry.activity)).toEqual(['user.session-revoked', 'user.activated', 'user.deactivated']);
    expect(shown.map((entry) => entry.activity)).toContain('user.signed-in');
  });

  it('refuses a deactivated user’s national e-ID with the message, for every route', async () => {
    const subject = String(randomInt(1e9, 1e10));
    const eidToken = await portal.runtime.identityProvider!.signJwt({ sub: subject, name: 'Óvirkin Samleiki' });
    const email = `ovirkin-${randomUUID().slice(0, 8)}@example.fo`;
    const created = await portal.call('POST', '/users', {
      token: eidToken,
      body: {
        name: 'Óvirkin Samleiki',
        street: 'Vegur 1',
        zip: '100',
        city: 'Tórshavn',
        country_code: 'FO',
        language: 'fo',
        email,
        terms_accepted: true,
        privacy_policy_accepted: true,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const me = await portal.call('GET', '/users/me', { token: eidToken });
    expect(me.status).toBe(200);

    expect((await portal.call('POST', `/admin/users/${me.body.data.id}/deactivate`, { token: admin(), body: {} })).status).toBe(200);
    // The e-ID session of before: ended.
    expect((await portal.call('GET', '/users/me', { token: eidToken })).status).toBe(401);
    // A new e-ID sign-in of the same person (later): refused with the message, on the first sign-in check as everywhere.
    const again = await portal.runtime.identityProvider!.signJwt({ sub: subject, name: 'Óvirkin Samleiki', auth_time: Math.floor(Date.now() / 1000) + 5 });
    for (const [method, path] of [
      ['GET', '/users/me'],
      ['GET', '/auth/check-samleikin-user-is-verified'],
    ] as const) {
      const refused = await portal.call(method, path, { token: again, headers: { 'accept-language': 'en' } });
      expect(refused.status, path).toBe(403);
      expect(refused.body.error, path).toMatchObject({ code: 'account_deactivated', message: 'This user has been deactivated. Please contact us if you think this is a mistake.' });
    }
  });
});
