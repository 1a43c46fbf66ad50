import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/envelope.ts';
import { notificationListResponse, notificationResponse } from '#shared/schemas/notifications.ts';
import { createAccessTokenRepository } from '#functions/adapters/dynamodb/access-token-repository.ts';
import { createUserRepository } from '#functions/adapters/dynamodb/user-repository.ts';
import { newAccount } from './accounts.ts';
import { buyDomain } from './purchases.ts';
import { type Portal, usePortal } from './portal.ts';

const portal = usePortal();

/** An account event as the users context publishes it, at a given time. */
function passwordChanged(userId: string, occurredAt: Date, id = randomUUID()): EventEnvelope {
  return { metadata: { id, name: 'user.password-changed', version: 1, occurredAt: occurredAt.toISOString() }, data: { userId, via: 'change' } };
}

async function publish(target: Portal, events: EventEnvelope[]) {
  await target.runtime.bus.publish(events);
  await target.runtime.bus.drain();
}

const unreadCount = async (token: string) => (await portal.call('GET', '/users/me', { token })).body.data.unread_notifications_count as number;
const list = async (token: string, query = '') => {
  const answer = await portal.call('GET', `/users/me/notifications${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return notificationListResponse.parse(answer.body).data;
};

describe('notifications', () => {
  it('pages newest first, 10 a page, with links.next until the last page', async () => {
    const { token, userId } = await newAccount(portal);
    const start = Date.parse('2026-03-01T10:00:00.000Z');
    await publish(
      portal,
      Array.from({ length: 25 }, (_, index) => passwordChanged(userId, new Date(start + index * 60_000))),
    );
    expect(await unreadCount(token)).toBe(25);

    const first = await list(token);
    expect(first.data).toHaveLength(10);
    expect(first.data[0]!.created_at).toBe(new Date(start + 24 * 60_000).toISOString());
    expect(first.data[0]).toMatchObject({ read_at: null, data: { type: 'info', target: null, message: 'password_changed', url: null } });
    expect(first.links.next).toBe('/api/users/me/notifications?page=2&per_page=10');
    const second = await list(token, '?page=2&per_page=10');
    expect(second.data[0]!.created_at).toBe(new Date(start + 14 * 60_000).toISOString());
    const third = await list(token, '?page=3&per_page=10');
    expect(third.data).toHaveLength(5);
    expect(third.links.next).toBeNull();
    expect(third.data.at(-1)!.created_at).toBe(new Date(start).toISOString());
    const ids = [...first.data, ...second.data, ...third.data].map((notification) => notification.id);
    expect(new Set(ids).size).toBe(25);

    const bad = await portal.call('GET', '/users/me/notifications?per_page=500', { token });
    expect(bad.status).toBe(422);
  });

  it('marks one read (the count goes down once), then all, and keeps the count true', async () => {
    const { token, userId } = await newAccount(portal);
    const now = Date.now();
    await publish(portal, [passwordChanged(userId, new Date(now - 3000)), passwordChanged(userId, new Date(now - 2000)), passwordChanged(userId, new Date(now - 1000))]);
    expect(await unreadCount(token)).toBe(3);
    const [newest] = (await list(token)).data;

    const marked = await portal.call('PATCH', `/users/me/notifications/${newest!.id}/mark-as-read`, { token });
    expect(marked.status).toBe(200);
    const read = notificationResponse.parse(marked.body).data;
    expect(read.id).toBe(newest!.id);
    expect(read.read_at).not.toBeNull();
    expect(await unreadCount(token)).toBe(2);
    // Again: answered as it is, the count unchanged.
    const again = await portal.call('PATCH', `/users/me/notifications/${newest!.id}/mark-as-read`, { token });
    expect(again.status).toBe(200);
    expect(again.body.data.read_at).toBe(read.read_at);
    expect(await unreadCount(token)).toBe(2);

    const all = await portal.call('PATCH', '/users/me/notifications/mark-as-read', { token });
    expect(all.status).toBe(200);
    expect(all.body.data).toEqual({ marked: 2 });
    expect(await unreadCount(token)).toBe(0);
    expect((await list(token)).data.every((notification) => notification.read_at !== null)).toBe(true);
    expect((await portal.call('PATCH', '/users/me/notifications/mark-as-read', { token })).body.data).toEqual({ marked: 0 });
    expect(await unreadCount(token)).toBe(0);
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const owner = await newAccount(portal);
    const other = await newAccount(portal);
    await publish(portal, [passwordChanged(owner.userId, new Date())]);
    const [theirs] = (await list(owner.token)).data;
    const answer = await portal.call('PATCH', `/users/me/notifications/${theirs!.id}/mark-as-read`, { token: other.token });
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('not_found');
    expect(await unreadCount(owner.token)).toBe(1);
    expect(await unreadCount(other.token)).toBe(0);
    expect((await list(other.token)).data).toEqual([]);
    expect((await list(owner.token)).data[0]!.read_at).toBeNull();
  });

  it('refuses a user whose e-mail is not verified (spec §4: no bell, no notifications)', async () => {
    const userId = randomUUID();
    await createUserRepository(portal.runtime.table).create({ userId, email: `unverified-${userId}@example.com`, name: 'Not Verified', isAdmin: false });
    const { token } = await createAccessTokenRepository(portal.runtime.table).issue({ userId, kind: 'session', label: 'test', now: new Date(), lifetimeSeconds: 3600 });
    expect((await portal.call('GET', '/users/me/notifications', { token })).status).toBe(403);
    expect((await portal.call('PATCH', '/users/me/notifications/mark-as-read', { token })).status).toBe(403);
    expect((await portal.call('PATCH', `/users/me/notifications/${randomUUID()}/mark-as-read`, { token })).status).toBe(403);
  });

  it('writes one notification for an event delivered twice', async () => {
    const { token, userId } = await newAccount(portal);
    const event = passwordChanged(userId, new Date());
    await publish(portal, [event]);
    await publish(portal, [event]);
    expect((await list(token)).data).toHaveLength(1);
    expect(await unreadCount(token)).toBe(1);
    expect(portal.runtime.bus.deadLetters()).toEqual([]);
  });

  it('tells the buyer a bought domain is registered, with a link to it', async () => {
    const { token } = await newAccount(portal);
    const { name, domainId } = await buyDomain(portal, token);
    await portal.runtime.bus.drain();
    const { data } = await list(token);
    expect(data).toContainEqual(expect.objectContaining({ data: { type: 'info', target: name, message: 'domain_registered', params: { name }, url: `/domains/${domainId}` } }));
    expect(await unreadCount(token)).toBe(data.length);

    // A renewal names only the domain: its owner hears of it; a domain the portal does not hold tells no one.
    const renewed = (domainId: string): EventEnvelope => ({
      metadata: { id: randomUUID(), name: 'domain.renewed', version: 1, occurredAt: new Date().toISOString() },
      data: { domainId, name, orderId: randomUUID(), years: 1, expiresAt: '2029-03-01T00:00:00.000Z' },
    });
    await publish(portal, [renewed(domainId), renewed(randomUUID())]);
    const after = await list(token);
    expect(after.data).toHaveLength(data.length + 1);
    expect(after.data[0]!.data).toEqual({
      type: 'info',
      target: name,
      message: 'domain_renewed',
      params: { name, years: 1, expires_at: '2029-03-01T00:00:00.000Z' },
      url: `/domains/${domainId}`,
    });
    expect(portal.runtime.bus.deadLetters()).toEqual([]);
  });
});
