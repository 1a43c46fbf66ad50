import { describe, expect, it } from 'vitest';
import { usePortal } from './portal.ts';

/**
 * Spec §7 names `GET /users` and `GET /users/{id}`: administrators find users and read a user
 * there, with the same answers as the administration's `/admin/users…`; nobody else reaches them,
 * and `/users/me` stays the caller's own.
 */
const portal = usePortal();

describe('GET /users and GET /users/{id}', () => {
  it('answer an administrator as /admin/users and /admin/users/{userId} do', async () => {
    const token = portal.tokens.admin;
    const found = await portal.call('GET', '/users?q=user%40demo', { token });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body).toEqual((await portal.call('GET', '/admin/users?q=user%40demo', { token })).body);
    const [user] = found.body.data.data as { id: string; email: string }[];
    expect(user).toMatchObject({ email: 'user@demo.okisnavn.fo', is_admin: false });

    const read = await portal.call('GET', `/users/${user!.id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual((await portal.call('GET', `/admin/users/${user!.id}`, { token })).body);
    expect(read.body.data).toMatchObject({ id: user!.id, email: 'user@demo.okisnavn.fo', name: 'Jógvan Brúkari' });
  });

  it('refuse a signed-in user who is no administrator (403) and anyone signed out (401), with the search’s own checks for bad input (no term: the newest users)', async () => {
    const { body: me } = await portal.call('GET', '/users/me', { token: portal.tokens.user });
    expect((await portal.call('GET', '/users?q=a', { token: portal.tokens.user })).status).toBe(403);
    expect((await portal.call('GET', `/users/${me.data.id}`, { token: portal.tokens.user })).status).toBe(403);
    expect((await portal.call('GET', '/users?q=a')).status).toBe(401);
    expect((await portal.call('GET', `/users/${me.data.id}`)).status).toBe(401);
    // No term lists the newest users, as /admin/users does; a term over its maximum is refused on its field.
    const noTerm = await portal.call('GET', '/users', { token: portal.tokens.admin, language: 'en' });
    expect(noTerm.status).toBe(200);
    expect(noTerm.body).toEqual((await portal.call('GET', '/admin/users', { token: portal.tokens.admin, language: 'en' })).body);
    const tooLong = await portal.call('GET', `/users?q=${'a'.repeat(101)}`, { token: portal.tokens.admin, language: 'en' });
    expect(tooLong.status).toBe(422);
    expect(Object.keys(tooLong.body.error.fields)).toEqual(['q']);
    expect((await portal.call('GET', '/users/no-such-user', { token: portal.tokens.admin })).status).toBe(404);
  });

  it('leave /users/me the caller’s own, for an administrator too', async () => {
    const mine = await portal.call('GET', '/users/me', { token: portal.tokens.admin });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ email: 'admin@demo.okisnavn.fo', is_admin: true });
    expect(mine.body.data).toHaveProperty('unread_notifications_count');
  });
});
