import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, outbox, signIn } from './accounts.ts';
import { type Portal, usePortal } from './portal.ts';
import { demoUsersDomain } from './registered-domains.ts';
import { teamOf, teamUser } from './teams.ts';
import { type Received, signatureCount, startWebhookReceiver, verifiesWith, type WebhookReceiver } from '../fixtures/webhook-receiver.ts';

/**
 * Webhooks (issue 30) with the real local runtime and a real HTTP receiver (node:http on a free
 * port): endpoints added with their secret shown once, domain events delivered signed with the
 * event's id, a 500 retried on the backoff (the runtime's clock moved, the retries job run, the
 * queues drained) until the receiver answers, de-duplicated by id; the secret rotated with both
 * signatures for 24 hours; a redirect never followed; test events and redeliveries; an endpoint
 * failing for 3 days switched off and its owner told. The local setting lets the receiver's
 * `http://127.0.0.1` in (webhook-addresses.test.ts has it off).
 */

const portal: Portal = usePortal({ functionSettings: () => ({ WEBHOOKS_ALLOW_LOCALHOST: 'true' }) });
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

let receiver: WebhookReceiver;
let owner: { email: string; token: string; userId: string };
let domain: { domainId: string; name: string };

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  owner = await newAccount(portal);
  domain = await demoUsersDomain(portal, 'hooks', { ownerId: owner.userId });
});
afterAll(async () => {
  await receiver?.close();
});

const endpoints = '/webhook-endpoints';
/** A session signed in within the last 4 minutes of the runtime's clock (adding and rotating need a fresh one; the sign-in limit counts each). */
let fresh: { token: string; at: number } | undefined;
async function freshToken(): Promise<string> {
  const now = portal.runtime.clock.now().getTime();
  if (!fresh || now - fresh.at > 4 * minute) fresh = { token: await signIn(portal, owner.email), at: now };
  return fresh.token;
}
async function addEndpoint(path: string, events: string[] = ['domain.dns_records_changed']) {
  // Adding one needs a fresh sign-in (the tests move the clock on).
  const created = await portal.call('POST', endpoints, { token: await freshToken(), body: { name: `Hook ${path}`, url: receiver.url(path), events } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { id: string; secret: string; state: string };
}

/** A DNS record added: one `dns.records-changed`, delivered as `domain.dns_records_changed`. */
async function changeDns(label: string): Promise<void> {
  const added = await portal.call('POST', `/domains/${domain.domainId}/dns-records`, { token: owner.token, body: { type: 'TXT', name: label, value: `hook ${label}` } });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  await settle();
}

async function settle(): Promise<void> {
  await portal.runtime.bus.drain();
  await portal.runtime.bus.drain();
}

/** The clock moved on, then the retries job and the queues, as a minute of the deployed portal would. */
async function after(ms: number): Promise<void> {
  portal.runtime.clock.advance(ms);
  await portal.runtime.scheduler.run('webhook-retries');
  await settle();
}

const on = (path: string): Received[] => receiver.received.filter((request) => request.path === path);
const bodyOf = (request: Received) => JSON.parse(request.body) as { id: string; type: string; created: string; data: Record<string, unknown> };
const signature = (request: Received) => request.headers['okisnavn-signature'] as string;

describe('webhook endpoints', () => {
  it('are added with a signing secret shown once (whsec_…), listed without it', async () => {
    const endpoint = await addEndpoint('/listed');
    expect(endpoint.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(endpoint.state).toBe('enabled');
    const list = await portal.call('GET', endpoints, { token: owner.token });
    expect(list.status).toBe(200);
    const listed = list.body.data.find((candidate: { id: string }) => candidate.id === endpoint.id);
    expect(listed).toMatchObject({ name: 'Hook /listed', url: receiver.url('/listed'), events: ['domain.dns_records_changed'], state: 'enabled', team_id: null });
    expect(JSON.stringify(list.body)).not.toContain(endpoint.secret);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
    // Someone else's list does not have it, nor can they reach it.
    const stranger = await newAccount(portal);
    expect((await portal.call('GET', endpoints, { token: stranger.token })).body.data).toEqual([]);
    expect((await portal.call('GET', `${endpoints}/${endpoint.id}/deliveries`, { token: stranger.token })).status).toBe(404);
    expect((await portal.call('DELETE', `${endpoints}/${endpoint.id}`, { token: owner.token })).status).toBe(204);
  });

  it("refuse a URL that is not https (the local exception is http://localhost and http://127.0.0.1 only), and no events, in the caller's language", async () => {
    const refused = await portal.call('POST', endpoints, {
      token: owner.token,
      language: 'en',
      body: { name: 'Plain', url: 'http://example.com/hook', events: ['domain.renewed'] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.url).toBe('Enter an https:// address, e.g. https://example.com/hooks/okisnavn.');
    const ftp = await portal.call('POST', endpoints, { token: owner.token, language: 'fo', body: { name: 'Ftp', url: 'ftp://example.com/', events: ['domain.renewed'] } });
    expect(ftp.status).toBe(422);
    expect(ftp.body.error.fields.url).toMatch(/https:\/\//);
    const none = await portal.call('POST', endpoints, { token: owner.token, language: 'en', body: { name: 'None', url: 'https://example.com/', events: [] } });
    expect(none.status).toBe(422);
    expect(none.body.error.fields.events).toBe('Choose at least one event to send.');
  });
});

describe("a team's endpoints", () => {
  it("hear of the team's domains and members, once per happening however many owners the team has", async () => {
    const [first, second, newcomer] = await Promise.all(['Eigari', 'Annar eigari', 'Nýggjur'].map((name) => teamUser(portal, name)));
    const teamId = await teamOf(portal, first!, [{ user: second!, isOwner: true }], 'Krókar');
    const created = await portal.call('POST', `/teams/${teamId}${endpoints}`, {
      token: first!.token,
      body: { name: 'Toymið', url: receiver.url('/team'), events: ['team.member_joined', 'domain.dns_records_changed'] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.team_id).toBe(teamId);
    // The team's, not the person's; every owner sees it.
    expect((await portal.call('GET', endpoints, { token: first!.token })).body.data).toEqual([]);
    expect((await portal.call('GET', `/teams/${teamId}${endpoints}`, { token: second!.token })).body.data.map((endpoint: { id: string }) => endpoint.id)).toEqual([
      created.body.data.id,
    ]);

    const teamDomain = await demoUsersDomain(portal, 'team-hooks', { ownerType: 'team', ownerId: teamId });
    const added = await portal.call('POST', `/domains/${teamDomain.domainId}/dns-records`, { token: second!.token, body: { type: 'TXT', name: 'team', value: 'hook' } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const invited = await portal.call('POST', `/teams/${teamId}/invites`, { token: first!.token, body: { email: newcomer!.email, is_owner: false } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const accepted = await portal.call('POST', `/teams/${teamId}/invites/${invited.body.data.id}/accept`, { token: newcomer!.token });
    expect(accepted.status, JSON.stringify(accepted.body)).toBeLessThan(300);
    await settle();

    // Two owners, two `team.invite-accepted` events: one delivery.
    expect(portal.runtime.bus.published.filter((event) => event.metadata.name === 'team.invite-accepted' && (event.data as { teamId: string }).teamId === teamId)).toHaveLength(2);
    const bodies = on('/team').map(bodyOf);
    expect(bodies.map((body) => body.type).sort()).toEqual(['domain.dns_records_changed', 'team.member_joined']);
    expect(bodies.find((body) => body.type === 'team.member_joined')!.data).toMatchObject({ team_id: teamId, member_id: newcomer!.userId, member_name: 'Nýggjur' });
    expect(bodies.find((body) => body.type === 'domain.dns_records_changed')!.data).toMatchObject({ domain_id: teamDomain.domainId });
  });
});

describe('deliveries', () => {
  it('are signed, carry the event id, and a 500 is retried on the backoff until the receiver answers; the receiver de-duplicates by id', async () => {
    const endpoint = await addEndpoint('/flaky');
    receiver.answer('/flaky', 500, 200);
    await changeDns('first');
    const [first] = on('/flaky');
    expect(first).toBeDefined();
    const body = bodyOf(first!);
    expect(body.id).toMatch(/^evt_[0-9a-f-]{36}$/);
    expect(body).toMatchObject({ type: 'domain.dns_records_changed', data: { domain_id: domain.domainId, name: domain.name, added: 1 } });
    expect(verifiesWith(signature(first!), first!.body, endpoint.secret)).toBe(true);
    expect(verifiesWith(signature(first!), first!.body, 'whsec_not-the-secret')).toBe(false);
    // The id is the domain event's own.
    const event = portal.runtime.bus.published.filter((published) => published.metadata.name === 'dns.records-changed').at(-1)!;
    expect(body.id).toBe(`evt_${event.metadata.id}`);

    // Not due before its minute; then sent again, the same id and body.
    await after(30_000);
    expect(on('/flaky')).toHaveLength(1);
    await after(31_000);
    const attempts = on('/flaky');
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.body).toBe(first!.body);
    expect(verifiesWith(signature(attempts[1]!), attempts[1]!.body, endpoint.secret)).toBe(true);
    // The receiver de-duplicates: one event seen, however often it came.
    expect(new Set(attempts.map((request) => bodyOf(request).id)).size).toBe(1);

    // Delivered: nothing more is sent however long we wait.
    await after(3 * hour);
    expect(on('/flaky')).toHaveLength(2);
    const listed = await portal.call('GET', `${endpoints}/${endpoint.id}/deliveries`, { token: owner.token });
    expect(listed.status).toBe(200);
    expect(
      listed.body.data.map((attempt: { attempt: number; status: number; ok: boolean; error: string | null }) => [attempt.attempt, attempt.status, attempt.ok, attempt.error]),
    ).toEqual([
      [2, 200, true, null],
      [1, 500, false, 'http_status'],
    ]);
    expect(listed.body.data[1].next_attempt_at).not.toBeNull();
    expect(listed.body.data[0].delivery_id).toBe(body.id);
    expect((await portal.call('DELETE', `${endpoints}/${endpoint.id}`, { token: owner.token })).status).toBe(204);
  });

  it('are retried with backoff for 24 hours after the first attempt, then given up', async () => {
    const endpoint = await addEndpoint('/down');
    receiver.answer('/down', 503);
    await changeDns('down');
    expect(on('/down')).toHaveLength(1);
    // 1 min, 5 min, 30 min, 2 h, 6 h, 12 h: past 24 hours after the first, none more.
    for (const wait of [minute, 5 * minute, 30 * minute, 2 * hour, 6 * hour, 12 * hour, 12 * hour]) await after(wait + 1000);
    expect(on('/down')).toHaveLength(7);
    expect(new Set(on('/down').map((request) => bodyOf(request).id)).size).toBe(1);
    const listed = await portal.call('GET', `${endpoints}/${endpoint.id}/deliveries`, { token: owner.token });
    expect(listed.body.data[0]).toMatchObject({ attempt: 7, status: 503, ok: false, next_attempt_at: null });
    expect((await portal.call('DELETE', `${endpoints}/${endpoint.id}`, { token: owner.token })).status).toBe(204);
  });

  it('go once per endpoint: an event the bus hands on twice (SQS delivers at least once) is not sent twice', async () => {
    const endpoint = await addEndpoint('/once', ['domain.renewed']);
    const renewed = {
      metadata: { id: randomUUID(), name: 'domain.renewed', version: 1, occurredAt: portal.runtime.clock.now().toISOString() },
      data: { domainId: domain.domainId, name: domain.name, orderId: randomUUID(), years: 2, expiresAt: '2029-01-01T00:00:00.000Z' },
    };
    await portal.runtime.bus.publish([renewed]);
    await settle();
    await portal.runtime.bus.publish([renewed]);
    await settle();
    expect(on('/once').map((request) => bodyOf(request))).toEqual([
      {
        id: `evt_${renewed.metadata.id}`,
        type: 'domain.renewed',
        created: renewed.metadata.occurredAt,
        data: { domain_id: domain.domainId, name: domain.name, years: 2, expires_at: '2029-01-01T00:00:00.000Z' },
      },
    ]);
    // Renamed and given other events by its owner; someone else can change nothing of it.
    const changed = await portal.call('PATCH', `${endpoints}/${endpoint.id}`, {
      token: owner.token,
      body: { name: 'Endurnýggjanir', events: ['domain.renewed', 'domain.expiring'] },
    });
    expect(changed.body.data).toMatchObject({ name: 'Endurnýggjanir', events: ['domain.renewed', 'domain.expiring'], state: 'enabled' });
    const stranger = await newAccount(portal);
    expect((await portal.call('PATCH', `${endpoints}/${endpoint.id}`, { token: stranger.token, body: { enabled: false } })).status).toBe(404);
    expect((await portal.call('POST', `${endpoints}/${endpoint.id}/test`, { token: stranger.token })).status).toBe(404);
    expect((await portal.call('DELETE', `${endpoints}/${endpoint.id}`, { token: owner.token })).status).toBe(204);
    expect((await portal.call('GET', `${endpoints}/${endpoint.id}/deliveries`, { token: owner.token })).status).toBe(404);
  });

  it('follow no redirect: a 302 is a failure and its Location is never asked', async () => {
    const endpoint = await addEndpoint('/moved');
    receiver.answer('/moved', { status: 302, headers: { location: receiver.url('/elsewhere') } });
    const test = await portal.call('POST', `${endpoints}/${endpoint.id}/test`, { token: owner.token });
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    expect(test.body.data).toMatchObject({ type: 'webhook.test', status: 302, ok: false, error: 'redirect' });
    expect(on('/moved')).toHaveLength(1);
    expect(on('/elsewhere')).toHaveLength(0);
    expect((await portal.call('DELETE', `${endpoints}/${endpoint.id}`, { token: owner.token })).status).toBe(204);
  });

  it('send a test event on the button, and redeliver one with the same id and body', async () => {
    const endpoint = await addEndpoint('/buttons');
    const test = await portal.call('POST', `${endpoints}/${endpoint.id}/test`, { token: owner.token });
    expect(test.body.data).toMatchObject({ type: 'webhook.test', attempt: 1, status: 200, ok: true, error: null });
    const [sent] = on('/buttons');
    expect(bodyOf(sent!)).toMatchObject({ id: test.body.data.delivery_id, type: 'webhook.test', data: { endpoint_id: endpoint.id } });
    expect(verifiesWith(signature(sent!), sent!.body, endpoint.secret)).toBe(true);
    const again = await portal.call('POST', `${endpoints}/${endpoint.id}/deliveries/${test.body.data.delivery_id}/redeliver`, { token: owner.token });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ delivery_id: test.body.data.delivery_id, attempt: 2, ok: true });
    expect(on('/buttons')[1]!.body).toBe(sent!.body);
    expect((await portal.call('POST', `${endpoints}/${endpoint.id}/deliveries/evt_none/redeliver`, { token: owner.token })).status).toBe(404);
    expect((await portal.call('DELETE', `${endpoints}/${endpoint.id}`, { token: owner.token })).status).toBe(204);
  });

  it('go only to endpoints that asked for the event, and to none switched off', async () => {
    const other = await addEndpoint('/renewals-only', ['domain.renewed']);
    const off = await addEndpoint('/off');
    expect((await portal.call('PATCH', `${endpoints}/${off.id}`, { token: owner.token, body: { enabled: false } })).body.data.state).toBe('disabled');
    await changeDns('filtered');
    expect(on('/renewals-only')).toHaveLength(0);
    expect(on('/off')).toHaveLength(0);
    for (const id of [other.id, off.id]) expect((await portal.call('DELETE', `${endpoints}/${id}`, { token: owner.token })).status).toBe(204);
  });
});

describe('the signing secret', () => {
  it('rotates after a fresh sign-in: for 24 hours deliveries carry both signatures, then only the new one', async () => {
    const endpoint = await addEndpoint('/rotating');
    const stale = await portal.call('POST', `${endpoints}/${endpoint.id}/secret`, { token: owner.token });
    // The owner's session is days old by now (the tests move the clock on): a fresh sign-in first.
    expect(stale.status).toBe(401);
    expect(stale.body.error.code).toBe('step_up_required');
    const rotated = await portal.call('POST', `${endpoints}/${endpoint.id}/secret`, { token: await freshToken() });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const secret = rotated.body.data.secret as string;
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(secret).not.toBe(endpoint.secret);
    expect(rotated.body.data.previous_secret_valid_until).not.toBeNull();

    await changeDns('rotating');
    const [during] = on('/rotating');
    expect(signatureCount(signature(during!))).toBe(2);
    expect(verifiesWith(signature(during!), during!.body, secret)).toBe(true);
    expect(verifiesWith(signature(during!), during!.body, endpoint.secret)).toBe(true);

    await after(day + minute);
    await changeDns('rotated');
    const [, afterwards] = on('/rotating');
    expect(signatureCount(signature(afterwards!))).toBe(1);
    expect(verifiesWith(signature(afterwards!), afterwards!.body, secret)).toBe(true);
    expect(verifiesWith(signature(afterwards!), afterwards!.body, endpoint.secret)).toBe(false);
    expect((await portal.call('DELETE', `${endpoints}/${endpoint.id}`, { token: owner.token })).status).toBe(204);
  });
});

describe('an endpoint failing for 3 days', () => {
  it('is switched off, its owner told in the bell and by e-mail, and switched on again by them', async () => {
    const endpoint = await addEndpoint('/broken');
    receiver.answer('/broken', 500);
    await changeDns('broken-1');
    // Two days on, its retries long given up, a new event fails too: not yet 3 days.
    await after(2 * day);
    await changeDns('broken-2');
    let listed = (await portal.call('GET', endpoints, { token: owner.token })).body.data.find((candidate: { id: string }) => candidate.id === endpoint.id);
    expect(listed.state).toBe('enabled');
    expect(listed.failing_since).not.toBeNull();
    await after(day + minute);
    await changeDns('broken-3');
    listed = (await portal.call('GET', endpoints, { token: owner.token })).body.data.find((candidate: { id: string }) => candidate.id === endpoint.id);
    expect(listed.state).toBe('disabled_by_failures');
    const sentSoFar = on('/broken').length;

    const bell = await portal.call('GET', '/users/me/notifications', { token: owner.token, language: 'en' });
    expect(bell.body.data.data.find((notice: { data: { message: string } }) => notice.data.message === 'webhook_disabled')).toMatchObject({
      data: { type: 'danger', url: '/webhooks' },
    });
    const mails = await outbox(portal, owner.email);
    expect(mails.some((mail) => mail.text.includes('Hook /broken'))).toBe(true);

    // Switched off: nothing more is sent.
    await changeDns('broken-4');
    expect(on('/broken')).toHaveLength(sentSoFar);
    // The owner switches it on again; it starts afresh.
    receiver.answer('/broken', 200);
    const on_ = await portal.call('PATCH', `${endpoints}/${endpoint.id}`, { token: owner.token, body: { enabled: true } });
    expect(on_.body.data).toMatchObject({ state: 'enabled', failing_since: null });
    await changeDns('broken-5');
    expect(on('/broken')).toHaveLength(sentSoFar + 1);
    expect((await portal.call('DELETE', `${endpoints}/${endpoint.id}`, { token: owner.token })).status).toBe(204);
  });
});
