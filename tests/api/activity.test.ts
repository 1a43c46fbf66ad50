import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/envelope.ts';
import { activityListResponse } from '#shared/schemas/activity.ts';
import { newAccount } from './accounts.ts';
import { usePortal } from './portal.ts';
import { buyDomain } from './purchases.ts';

/**
 * The change history over HTTP: the events of a change carry its before and after, the
 * activity-log consumer writes one entry per event, and the domain's and the user's own history
 * page newest first; nobody else reads a domain's.
 */
const portal = usePortal();
let owner: { token: string; userId: string; email: string };
let domain: { name: string; domainId: string };

beforeAll(async () => {
  owner = await newAccount(portal, { name: 'Jógvan Joensen' });
  domain = await buyDomain(portal, owner.token);
}, 60_000);

async function history(path: string, token = owner.token) {
  const answer = await portal.call('GET', path, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return activityListResponse.parse(answer.body).data;
}

describe('the change history', () => {
  it('records a changed MX record once, with its old and new value and who changed it', async () => {
    const added = await portal.call('POST', `/domains/${domain.domainId}/dns-records`, {
      token: owner.token,
      body: { type: 'MX', name: '@', priority: 10, value: 'mail.a.fo' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const changed = await portal.call('PUT', `/domains/${domain.domainId}/dns-records/${added.body.data.id}`, {
      token: owner.token,
      body: { type: 'MX', name: '@', priority: 20, value: 'mail.b.fo' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await portal.runtime.bus.drain();

    const page = await history(`/domains/${domain.domainId}/activity`);
    const [newest, before] = page.data;
    expect(newest).toMatchObject({
      activity: 'dns.records-changed',
      actor: { kind: 'user', name: 'Jógvan Joensen' },
      subject: { kind: 'domain', id: domain.domainId, name: domain.name },
      changes: [{ what: 'dns_record', before: { type: 'MX', name: '@', value: '10 mail.a.fo' }, after: { type: 'MX', name: '@', value: '20 mail.b.fo' } }],
    });
    expect(before).toMatchObject({ activity: 'dns.records-changed', changes: [{ what: 'dns_record', before: null, after: { value: '10 mail.a.fo' } }] });

    // The event delivered again (SQS at least once) writes no second entry.
    const event = portal.runtime.bus.published.find((published) => published.metadata.id === newest!.id)!;
    expect(event.metadata.version).toBe(2);
    await portal.runtime.bus.publish([event]);
    await portal.runtime.bus.drain();
    const again = await history(`/domains/${domain.domainId}/activity`);
    expect(again.data.filter((entry) => entry.id === newest!.id)).toHaveLength(1);
    expect(again.data).toHaveLength(page.data.length);
  });

  it('records locks and auto-renewal with before and after', async () => {
    const lock = await portal.call('PUT', `/domains/${domain.domainId}/transfer-lock`, { token: owner.token, body: { locked: false } });
    expect(lock.status, JSON.stringify(lock.body)).toBe(200);
    await portal.runtime.bus.drain();
    const [newest] = (await history(`/domains/${domain.domainId}/activity`)).data;
    expect(newest).toMatchObject({ activity: 'domain.transfer-lock-changed', changes: [{ what: 'transfer_lock', before: true, after: false }] });
  });

  it("pages a domain's history newest first, 10 a page, with links.next until the last page", async () => {
    const { token, userId } = await newAccount(portal, { name: 'Marjun' });
    const own = await buyDomain(portal, token);
    await portal.runtime.bus.drain();
    const start = Date.parse('2030-01-01T10:00:00.000Z');
    const events: EventEnvelope[] = Array.from({ length: 23 }, (_, index) => ({
      metadata: { id: randomUUID(), name: 'dns.forwarding-changed', version: 2, occurredAt: new Date(start + index * 60_000).toISOString() },
      data: {
        domainId: own.domainId,
        name: own.name,
        actorId: userId,
        actorKind: 'user',
        url: `https://${index}.example.fo`,
        statusCode: 301,
        keepPath: false,
        before: null,
        version: index + 1,
      },
    }));
    await portal.runtime.bus.publish(events);
    await portal.runtime.bus.drain();

    const path = `/domains/${own.domainId}/activity`;
    const first = await history(path, token);
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({ occurred_at: new Date(start + 22 * 60_000).toISOString(), actor: { name: 'Marjun' } });
    expect(first.links.next).toBe(`/api${path}?page=2&per_page=10`);
    const second = await history(`${path}?page=2&per_page=10`, token);
    expect(second.data[0]!.occurred_at).toBe(new Date(start + 12 * 60_000).toISOString());
    const third = await history(`${path}?page=3&per_page=10`, token);
    // 3 of the forwarding changes, then the domain's registration (and whatever came with it).
    expect(third.data.slice(0, 3).map((entry) => entry.occurred_at)).toEqual([2, 1, 0].map((minute) => new Date(start + minute * 60_000).toISOString()));
    expect(third.data.some((entry) => entry.activity === 'domain.registered')).toBe(true);
    expect(third.links.next).toBeNull();
    const ids = [...first.data, ...second.data, ...third.data].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);

    expect((await portal.call('GET', `${path}?per_page=500`, { token })).status).toBe(422);
  });

  it("answers 404 for another user's domain and never shows it in their own history", async () => {
    const stranger = await newAccount(portal);
    const answer = await portal.call('GET', `/domains/${domain.domainId}/activity`, { token: stranger.token });
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain(domain.name);
    const mine = await history('/users/me/activity', stranger.token);
    expect(mine.data.every((entry) => entry.subject.id !== domain.domainId)).toBe(true);
  });

  it("shows the user's own sign-ins and changes, newest first", async () => {
    await portal.runtime.bus.drain();
    const mine = await history('/users/me/activity');
    const activities = mine.data.map((entry) => entry.activity);
    expect(activities).toContain('dns.records-changed');
    const signIn = mine.data.find((entry) => entry.activity === 'user.signed-in');
    expect(signIn).toMatchObject({ actor: { kind: 'user', name: 'Jógvan Joensen' }, subject: { kind: 'user', id: owner.userId }, details: { method: 'email-verification' } });
    const times = mine.data.map((entry) => entry.occurred_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('still reads a version 1 event (no before/after): its counts are kept', async () => {
    const id = randomUUID();
    await portal.runtime.bus.publish([
      {
        metadata: { id, name: 'dns.records-changed', version: 1, occurredAt: new Date('2031-01-01T00:00:00.000Z').toISOString() },
        data: { domainId: domain.domainId, name: domain.name, actorId: owner.userId, source: 'editor', added: 1, changed: 0, removed: 0, version: 99 },
      },
    ]);
    await portal.runtime.bus.drain();
    const [newest] = (await history(`/domains/${domain.domainId}/activity`)).data;
    expect(newest).toMatchObject({ id, actor: { kind: 'user' }, details: { added: 1 }, changes: [] });
  });
});
