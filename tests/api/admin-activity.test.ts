import { describe, expect, it } from 'vitest';
import { newAccount } from './accounts.ts';
import { usePortal } from './portal.ts';

/**
 * The admin activity log (issue 17): filtered by actor, subject, activity and date from the log's
 * indexes, a page at a time, and as CSV; an administrator's act is there with them as actor.
 */
const portal = usePortal();
const admin = () => portal.tokens.admin;
const log = async (query: Record<string, string>) => {
  const answer = await portal.call('GET', `/admin/activity?${new URLSearchParams(query).toString()}`, { token: admin() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as {
    data: { id: string; activity: string; actor: { kind: string; id: string; name: string | null }; subject: { kind: string; id: string } }[];
    links: { next: string | null };
  };
};

describe('the admin activity log', () => {
  it("filters by actor, subject, activity and date; an administrator's acts name them as actor; CSV of the same", async () => {
    const user = await newAccount(portal, { name: 'Loggur Brúkari' });
    const adminId = (await portal.call('GET', '/users/me', { token: admin() })).body.data.id as string;
    expect((await portal.call('POST', `/admin/users/${user.userId}/deactivate`, { token: admin(), body: { reason: 'Roynd' } })).status).toBe(200);
    expect((await portal.call('POST', `/admin/users/${user.userId}/activate`, { token: admin(), body: {} })).status).toBe(200);
    await portal.runtime.bus.drain();
    const subject = `user:${user.userId}`;

    // By subject: everything about the user, newest first.
    const aboutUser = await log({ subject });
    expect(aboutUser.data.map((entry) => entry.activity).slice(0, 2)).toEqual(['user.activated', 'user.deactivated']);
    expect(aboutUser.data.map((entry) => entry.activity)).toContain('user.registered');
    expect(aboutUser.data[0]!.actor).toMatchObject({ kind: 'admin', id: adminId, name: 'Sigrid Umsitari' });

    // By actor and activity: the administrator's deactivation of this user is among theirs.
    const byAdmin = await log({ actor: adminId, activity: 'user.deactivated' });
    expect(byAdmin.data.every((entry) => entry.activity === 'user.deactivated' && entry.actor.id === adminId)).toBe(true);
    expect(byAdmin.data.map((entry) => entry.subject.id)).toContain(user.userId);
    // By actor and subject together.
    expect((await log({ actor: adminId, subject })).data.map((entry) => entry.activity)).toEqual(['user.activated', 'user.deactivated']);
    // By activity alone (every entry, month by month).
    expect((await log({ activity: 'user.activated' })).data.map((entry) => entry.subject.id)).toContain(user.userId);

    // By date: nothing before the user existed, nothing after now.
    const today = portal.runtime.clock.now().toISOString().slice(0, 10);
    expect((await log({ subject, to: '2020-01-01' })).data).toEqual([]);
    const tomorrow = new Date(portal.runtime.clock.now().getTime() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect((await log({ subject, from: tomorrow, to: tomorrow })).data).toEqual([]);
    expect((await log({ subject, from: today, to: today })).data.length).toBeGreaterThanOrEqual(2);

    // CSV of the same filter.
    const csv = await fetch(`${portal.runtime.url}/api/admin/activity/export?subject=${encodeURIComponent(subject)}`, { headers: { authorization: `Bearer ${admin()}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = (await csv.text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('occurred_at,actor_kind,actor_id,actor_name,activity,subject,subject_name,details');
    expect(lines.length).toBe(aboutUser.data.length + 1);
    expect(lines[1]).toContain(`admin,${adminId},Sigrid Umsitari,user.activated,${subject}`);
    expect(lines[2]).toContain('"{""reason"":""Roynd"",""sessionsEnded"":');
  });

  it('pages with a cursor, and refuses bad dates in the caller’s language', async () => {
    const user = await newAccount(portal, { name: 'Síða Brúkari' });
    const subject = `user:${user.userId}`;
    for (let index = 0; index < 3; index += 1) {
      await portal.call('POST', `/admin/users/${user.userId}/deactivate`, { token: admin(), body: {} });
      await portal.call('POST', `/admin/users/${user.userId}/activate`, { token: admin(), body: {} });
    }
    await portal.runtime.bus.drain();
    const everything = (await log({ subject })).data;
    expect(everything.length).toBeGreaterThan(6);
    // 50 a page: the whole of it here; the cursor of a longer log is followed the same way (by actor below).
    const adminId = (await portal.call('GET', '/users/me', { token: admin() })).body.data.id as string;
    const page = await log({ actor: adminId });
    if (page.links.next) {
      const next = await log(Object.fromEntries(new URL(page.links.next, 'http://x').searchParams));
      expect(next.data.map((entry) => entry.id).filter((id) => page.data.some((entry) => entry.id === id))).toEqual([]);
    }

    const bad = await portal.call('GET', '/admin/activity?from=yesterday', { token: admin(), language: 'en' });
    expect(bad.status).toBe(422);
    const reversed = await portal.call('GET', '/admin/activity?from=2026-02-01&to=2026-01-01', { token: admin(), language: 'en' });
    expect(reversed.status).toBe(422);
  });
});
