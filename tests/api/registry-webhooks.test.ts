import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createDomainRepository } from '#functions/adapters/dynamodb/domain-repository.ts';
import { registryWebhookHeaders } from '#functions/adapters/registry/registry-webhook-signature.ts';
import type { DomainRecord } from '#functions/domains/model.ts';
import { newEvent } from '#functions/registry-events/events.ts';
import { localRegistryWebhookSecret } from '#infra/local/runtime.ts';
import { activityListResponse } from '#shared/schemas/activity.ts';
import { usePortal } from './portal.ts';
import { createClaimRepository } from '#functions/adapters/dynamodb/claim-repository.ts';
import { demoUsersDomain } from './registered-domains.ts';

/**
 * The registry's webhooks over real HTTP (issue 14, "Registry events in"): the local runtime's
 * registry simulator posts them signed when its state changes (`/dev/registry` triggers each
 * kind); the receiver verifies and queues them; the registry-events consumer applies each once.
 */
const portal = usePortal({ queueRetryDelayMs: () => 20 });
const registry = () => portal.runtime.registry;
const domains = () => createDomainRepository(portal.runtime.table);
const published = (name: string, domainId: string) =>
  portal.runtime.bus.published.filter((event) => event.metadata.name === name && (event.data as { domainId?: string }).domainId === domainId);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

afterEach(() => portal.runtime.clock.reset());

/** Waits for the simulator's webhooks and the queues to finish. */
async function settled(): Promise<void> {
  await registry().webhooksIdle();
  await portal.runtime.bus.drain();
}

/** A domain of the demo user's, at the registry (sponsored by the portal) and in the portal. */
const ourDomain = () => demoUsersDomain(portal, 'hending');

const current = async (domain: DomainRecord) => (await domains().get(domain.domainId))!;

/** A registry event as the registry would sign it now (or at `timestamp`). */
function signed(event: Record<string, unknown>, options: { secret?: string; timestamp?: number } = {}) {
  const rawBody = JSON.stringify(event);
  const timestamp = options.timestamp ?? Math.floor(portal.runtime.clock.now().getTime() / 1000);
  return { rawBody, headers: registryWebhookHeaders(options.secret ?? localRegistryWebhookSecret, rawBody, timestamp) };
}
const post = (request: { rawBody: string; headers: Record<string, string> }) =>
  portal.call('POST', '/webhooks/registry', { rawBody: request.rawBody, headers: request.headers, language: 'en' });

const expiredEvent = (domain: DomainRecord, id = `evt_${randomUUID()}`) => ({
  id,
  type: 'domain.expired',
  created_at: portal.runtime.clock.now().toISOString(),
  data: { domain: domain.name, registrar: 'okisnavn', expires_at: '2026-01-02T00:00:00.000Z' },
});

describe('POST /api/webhooks/registry', () => {
  it('a valid event is answered 202 and applied once; the same delivery again changes nothing more', async () => {
    const domain = await ourDomain();
    const request = signed(expiredEvent(domain));
    const answer = await post(request);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body).toEqual({ received: true, event_id: JSON.parse(request.rawBody).id });
    await settled();
    const applied = await current(domain);
    expect(applied.expiresAt).toBe('2026-01-02T00:00:00.000Z');
    expect(applied.version).toBe(2);

    // The replay (same event id, within the tolerance) is accepted and has no second effect.
    expect((await post(request)).status).toBe(202);
    expect((await post(signed(JSON.parse(request.rawBody)))).status).toBe(202);
    await settled();
    expect((await current(domain)).version).toBe(2);
    expect(published('domain.expired-at-registry', domain.domainId)).toHaveLength(1);
  });

  it('tampered body, wrong secret, a missing header, a timestamp 301 s old or 301 s ahead: 400 in the error model, no effect', async () => {
    const domain = await ourDomain();
    // Signed at the moment each is sent, to the second past the runtime clock: a timestamp taken once before
    // all six posts lost a second (its fraction plus the posts before it) and sometimes came within 300 s.
    const secondsNow = () => portal.runtime.clock.now().getTime() / 1000;
    const good = signed(expiredEvent(domain));
    const refused = [
      () => ({ rawBody: good.rawBody.replace('2026-01-02', '2026-01-03'), headers: good.headers }),
      () => signed(expiredEvent(domain), { secret: 'not-the-registry-secret-but-long-enough-0000' }),
      () => ({ rawBody: good.rawBody, headers: { 'X-Registry-Timestamp': good.headers['X-Registry-Timestamp']! } }),
      () => ({ rawBody: good.rawBody, headers: { 'X-Registry-Signature': good.headers['X-Registry-Signature']! } }),
      () => signed(expiredEvent(domain), { timestamp: Math.floor(secondsNow()) - 301 }),
      () => signed(expiredEvent(domain), { timestamp: Math.ceil(secondsNow()) + 301 }),
    ];
    for (const signNow of refused) {
      const request = signNow();
      const answer = await post(request);
      expect(answer.status, request.rawBody).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'webhook_signature_invalid', message: 'The webhook signature is not valid.' });
    }
    const notAnEvent = signed({ id: 'evt_x' } as Record<string, unknown>);
    expect((await post(notAnEvent)).status).toBe(400);
    await settled();
    expect((await current(domain)).version).toBe(1);
  });

  it('an older event of the same kind delivered after a later one changes nothing, and tells nobody', async () => {
    const domain = await ourDomain();
    const at = (ms: number) => new Date(portal.runtime.clock.now().getTime() + ms).toISOString();
    const later = {
      id: `evt_${randomUUID()}`,
      type: 'domain.status_changed',
      created_at: at(0),
      data: { domain: domain.name, registrar: 'okisnavn', expires_at: domain.expiresAt, statuses: ['serverHold'] },
    };
    const earlier = { ...later, id: `evt_${randomUUID()}`, created_at: at(-60_000), data: { ...later.data, statuses: ['ok'] } };
    expect((await post(signed(later))).status).toBe(202);
    await settled();
    expect((await post(signed(earlier))).status).toBe(202);
    await settled();
    expect((await current(domain)).registryStatuses).toEqual(['serverHold']);
    // It is in the domain's history, marked late; the owner is told only of the one that applied.
    const told = published('domain.registry-status-changed', domain.domainId);
    const dataOf = (event: (typeof told)[number]) => event.data as { registryEventId: string; superseded?: boolean };
    expect(told.map((event) => [dataOf(event).registryEventId, dataOf(event).superseded ?? false])).toEqual([
      [later.id, false],
      [earlier.id, true],
    ]);
    const bell = await portal.call('GET', '/users/me/notifications?page=1&per_page=50', { token: portal.tokens.user, language: 'en' });
    expect(bell.body.data.data.filter((item: { data: { target: string } }) => item.data.target === domain.name)).toHaveLength(1);
  });

  it("a domain's history keeps every registry event in order when they arrive shuffled, and the domain ends as the last says", async () => {
    const history = async (domain: DomainRecord) => {
      const page = await portal.call('GET', `/domains/${domain.domainId}/activity?page=1&per_page=50`, { token: portal.tokens.user, language: 'en' });
      expect(page.status).toBe(200);
      return activityListResponse.parse(page.body).data.data.filter((entry) => entry.actor.kind === 'registry');
    };
    const start = portal.runtime.clock.now().getTime();
    const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    const transfer = (status: string, actionMinutes: number) => ({
      status,
      requesting_registrar: 'another-registrar',
      requested_at: at(1),
      acting_registrar: 'okisnavn',
      action_at: at(actionMinutes),
    });
    // A transfer away as the registry tells it: requested, the status that comes with it, approved.
    const eventsOf = (domain: DomainRecord) => {
      const data = { domain: domain.name, registrar: 'okisnavn', expires_at: domain.expiresAt };
      return [
        { id: `evt_${randomUUID()}`, type: 'domain.transfer_requested', created_at: at(1), data: { ...data, transfer: transfer('pending', 5 * 24 * 60) } },
        { id: `evt_${randomUUID()}`, type: 'domain.status_changed', created_at: at(2), data: { ...data, statuses: ['pendingTransfer'] } },
        { id: `evt_${randomUUID()}`, type: 'domain.transfer_approved', created_at: at(3), data: { ...data, transfer: transfer('clientApproved', 3) } },
      ];
    };
    const inOrder = ['domain.transferred-away', 'domain.registry-status-changed', 'domain.transfer-away-requested'];
    // Every order the queue may deliver them in (the registry's webhooks and the poll queue keep none per domain).
    for (const order of [
      [2, 1, 0],
      [1, 0, 2],
      [2, 0, 1],
      [0, 2, 1],
    ]) {
      const domain = await ourDomain();
      const events = eventsOf(domain);
      for (const index of order) {
        expect((await post(signed(events[index]!))).status).toBe(202);
        await settled();
      }
      const entries = await history(domain);
      expect(
        entries.map((entry) => entry.activity),
        `delivered in the order ${order.join(', ')}`,
      ).toEqual(inOrder);
      expect(entries.map((entry) => entry.occurred_at)).toEqual([at(3), at(2), at(1)]);
      expect(await current(domain), `delivered in the order ${order.join(', ')}`).toMatchObject({
        transferredAwayAt: at(3),
        transferAway: { status: 'approved', gainingRegistrar: 'another-registrar' },
      });
    }
  });
});

describe('each registry event kind, posted by the simulator from /dev/registry', () => {
  const trigger = (domain: DomainRecord, verb: string) => fetch(`${portal.runtime.url}/dev/registry/domains/${encodeURIComponent(domain.name)}/${verb}`, { method: 'POST' });

  it('suspend (serverHold) and lift it: the domain keeps the registry statuses; the view shows the registry word', async () => {
    const domain = await ourDomain();
    expect((await trigger(domain, 'suspend')).status).toBe(200);
    await settled();
    expect((await current(domain)).registryStatuses).toContain('serverHold');
    expect(published('domain.registry-status-changed', domain.domainId)[0]?.data).toMatchObject({ suspended: true });
    const view = await portal.call('GET', `/domains/${domain.domainId}`, { token: portal.tokens.user });
    expect(view.body.data.registry.statuses).toContain('serverHold');
    expect((await trigger(domain, 'unsuspend')).status).toBe(200);
    await settled();
    expect((await current(domain)).registryStatuses).not.toContain('serverHold');
  });

  it('expire: the expiry passes and the archive shows the domain expired', async () => {
    const domain = await ourDomain();
    portal.runtime.clock.advance(24 * 3600 * 1000);
    expect((await trigger(domain, 'expire')).status).toBe(200);
    await settled();
    const expired = await current(domain);
    expect(Date.parse(expired.expiresAt)).toBeLessThanOrEqual(portal.runtime.clock.now().getTime());
    expect(published('domain.expired-at-registry', domain.domainId)).toHaveLength(1);
    const archive = await portal.call('GET', '/domains', { token: portal.tokens.user });
    expect(archive.body.data.find((item: { id: string }) => item.id === domain.domainId)?.status).toBe('expired');
  });

  it('renew at the registry: the new expiry', async () => {
    const domain = await ourDomain();
    expect((await trigger(domain, 'renew')).status).toBe(200);
    await settled();
    expect((await current(domain)).expiresAt).toBe(registry().domain(domain.name)!.expiresAt);
    expect(published('domain.renewed-at-registry', domain.domainId)[0]?.data).toMatchObject({ previousExpiresAt: domain.expiresAt });
  });

  it('transfer away requested, then rejected; requested again and approved: the domain is transferred away, its data kept', async () => {
    const domain = await ourDomain();
    expect((await trigger(domain, 'transfer-away')).status).toBe(200);
    await settled();
    expect((await current(domain)).transferAway).toMatchObject({ status: 'pending', gainingRegistrar: 'other-registrar' });
    expect((await trigger(domain, 'reject-transfer')).status).toBe(200);
    await settled();
    expect((await current(domain)).transferAway?.status).toBe('rejected');
    // The registry's time must move on for the next events to count as later ones.
    portal.runtime.clock.advance(1000);
    expect((await trigger(domain, 'transfer-away')).status).toBe(200);
    await settled();
    portal.runtime.clock.advance(1000);
    expect((await trigger(domain, 'approve-transfer')).status).toBe(200);
    await settled();
    const gone = await current(domain);
    expect(gone.transferredAwayAt).toBeDefined();
    expect(gone.deletedAt).toBeUndefined();
    expect(gone.name).toBe(domain.name);
    expect(published('domain.transfer-away-stopped', domain.domainId)).toHaveLength(1);
    expect(published('domain.transferred-away', domain.domainId)).toHaveLength(1);
    const archive = await portal.call('GET', '/domains', { token: portal.tokens.user });
    expect(archive.body.data.find((item: { id: string }) => item.id === domain.domainId)?.status).toBe('transferred_away');
    // Its view still opens, without asking the registry about a domain no longer ours.
    const view = await portal.call('GET', `/domains/${domain.domainId}`, { token: portal.tokens.user });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.data).toMatchObject({ status: 'transferred_away', registry: null, registry_error: null });
    // It can no longer be changed through the portal.
    const change = await portal.call('PUT', `/domains/${domain.domainId}/auto-renewal`, { token: portal.tokens.user, body: { enabled: false } });
    expect(change.status).toBe(404);
  });

  it('change-registrant: the registry gives the domain another registrant; the domain takes its contact id', async () => {
    const domain = await demoUsersDomain(portal, 'hending', { registrantEmail: 'fyrri-skrasetari@example.fo' });
    const trigger = (body?: unknown) =>
      fetch(`${portal.runtime.url}/dev/registry/domains/${encodeURIComponent(domain.name)}/change-registrant`, { method: 'POST', ...(body ? { body: JSON.stringify(body) } : {}) });
    expect((await trigger()).status).toBe(200);
    await settled();
    const made = registry().domain(domain.name)!.registrantId!;
    expect((await current(domain)).registrantContactId).toBe(made);
    // Its e-mail is not told: the previous registrant's address no longer lets anyone claim the domain (issue 16).
    expect((await current(domain)).registrantEmail).toBeUndefined();
    expect(await createClaimRepository(portal.runtime.table).domainsRegisteredTo('fyrri-skrasetari@example.fo')).toEqual([]);
    expect(published('domain.registrant-changed-at-registry', domain.domainId)[0]?.data).toMatchObject({ registrantContactId: made, previousRegistrantContactId: 'C-REG-1' });
    // A contact named in the body; the same one again is a conflict at the registry.
    portal.runtime.clock.advance(1000);
    const elsewhere = `annar-${randomUUID().slice(0, 8)}.fo`;
    registry().register(elsewhere);
    registry().changeRegistrant(elsewhere);
    const named = registry().domain(elsewhere)!.registrantId!;
    expect((await trigger({ registrant: named })).status).toBe(200);
    expect((await trigger({ registrant: named })).status).toBe(409);
    await settled();
    expect((await current(domain)).registrantContactId).toBe(named);
    expect(published('domain.registrant-changed-at-registry', domain.domainId)).toHaveLength(2);
  });

  it('cancel-transfer: the registrar that asked withdraws; the transfer away is shown cancelled', async () => {
    const domain = await ourDomain();
    expect((await trigger(domain, 'transfer-away')).status).toBe(200);
    await settled();
    portal.runtime.clock.advance(1000);
    expect((await trigger(domain, 'cancel-transfer')).status).toBe(200);
    await settled();
    expect((await current(domain)).transferAway?.status).toBe('cancelled');
    expect(published('domain.transfer-away-stopped', domain.domainId)[0]?.data).toMatchObject({ outcome: 'cancelled' });
  });

  it('delete at the registry: the domain is marked deleted', async () => {
    const domain = await ourDomain();
    expect((await trigger(domain, 'delete')).status).toBe(200);
    await settled();
    expect((await current(domain)).deletedAt).toBeDefined();
    expect(published('domain.deleted-at-registry', domain.domainId)).toHaveLength(1);
    // Its view still opens (the registry no longer knows the name: it is not asked).
    const view = await portal.call('GET', `/domains/${domain.domainId}`, { token: portal.tokens.user });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.data).toMatchObject({ status: 'deleted', registry: null, registry_error: null });
  });
});

describe('the registry-events queue', () => {
  it('a batch with one poison message: only it reaches the dead-letter queue, the others are applied', async () => {
    const [first, poisoned, last] = [await ourDomain(), await ourDomain(), await ourDomain()];
    // The poisoned domain's item no longer reads as a domain (a required attribute gone): every try fails.
    const { DynamoDBDocumentClient, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: portal.runtime.dynamoDbEndpoint, region: 'eu-north-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    );
    await client.send(new UpdateCommand({ TableName: portal.runtime.tableName, Key: { pk: `DOMAIN#${poisoned.domainId}`, sk: 'DOMAIN' }, UpdateExpression: 'REMOVE expiresAt' }));
    const clock = portal.runtime.clock;
    // One publish: the three messages are on the queue together and delivered as one batch.
    await portal.runtime.bus.publish(
      [first, poisoned, last].map((domain) =>
        newEvent(
          'registry.event-received',
          {
            id: `evt_${randomUUID()}`,
            type: 'domain.status_changed',
            created_at: clock.now().toISOString(),
            data: { domain: domain.name, registrar: 'okisnavn', statuses: ['serverHold'] },
          },
          clock,
        ),
      ),
    );
    await settled();
    const dead = portal.runtime.bus.deadLetters().filter((letter) => letter.queue === 'registry-events');
    expect(dead).toHaveLength(1);
    expect(JSON.stringify(dead[0]!.body)).toContain(poisoned.name);
    expect(dead[0]!.receiveCount).toBe(5);
    expect((await current(first)).registryStatuses).toEqual(['serverHold']);
    expect((await current(last)).registryStatuses).toEqual(['serverHold']);
    client.destroy();
    await sleep(0);
  });
});
