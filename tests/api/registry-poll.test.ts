import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDomainRepository } from '#functions/adapters/dynamodb/domain-repository.ts';
import { createRegistryEventReceiptRepository } from '#functions/adapters/dynamodb/registry-event-repository.ts';
import { registryWebhookHeaders } from '#functions/adapters/registry/registry-webhook-signature.ts';
import type { DomainRecord } from '#functions/domains/model.ts';
import { registryWebhookEvent } from '#infra/local/registry-simulator/webhooks.ts';
import { localRegistryWebhookSecret } from '#infra/local/runtime.ts';
import { usePortal } from './portal.ts';
import { demoUsersDomain } from './registered-domains.ts';

/**
 * The registry's poll messages over the real local runtime (issue 14, "Registry events in"):
 * the simulator queues a poll message for every change it posts a webhook for; the
 * `registry-poll` job hands each to the registry-events queue and acknowledges it only then; the
 * consumer applies webhooks and poll messages alike, once per event id. With the simulator's
 * webhooks off (`POST /dev/registry/webhooks {"enabled": false}`) it is a registry that only
 * speaks poll.
 */
const portal = usePortal({ queueRetryDelayMs: () => 20 });
const registry = () => portal.runtime.registry;
const domains = () => createDomainRepository(portal.runtime.table);
const published = (name: string, domainId: string) =>
  portal.runtime.bus.published.filter((event) => event.metadata.name === name && (event.data as { domainId?: string }).domainId === domainId);

afterEach(async () => {
  vi.restoreAllMocks();
  await registry().faults.set('none');
  await setWebhooks(true);
  portal.runtime.clock.reset();
});

async function setWebhooks(enabled: boolean): Promise<void> {
  const answer = await fetch(`${portal.runtime.url}/dev/registry/webhooks`, { method: 'POST', body: JSON.stringify({ enabled }) });
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { data: { webhooks_enabled: boolean } }).data.webhooks_enabled).toBe(enabled);
}

const trigger = async (domain: DomainRecord, verb: string, body?: unknown) => {
  // Each change a second after the last: the registry's times order them.
  portal.runtime.clock.advance(1000);
  const answer = await fetch(`${portal.runtime.url}/dev/registry/domains/${encodeURIComponent(domain.name)}/${verb}`, {
    method: 'POST',
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
};

/** Runs the registry-poll job as the scheduler would, then lets the queues finish. */
async function poll(): Promise<unknown> {
  const report = await portal.runtime.scheduler.run('registry-poll');
  await registry().webhooksIdle();
  await portal.runtime.bus.drain();
  return report;
}

/** A domain of the demo user's, at the registry (sponsored by the portal) and in the portal. */
const ourDomain = () => demoUsersDomain(portal, 'posthus');

const current = async (domain: DomainRecord) => (await domains().get(domain.domainId))!;
const queuedFor = (domain: DomainRecord) =>
  registry()
    .messages()
    .filter((message) => message.domain === domain.name);
const webhooksAbout = (domain: DomainRecord) => registry().webhookDeliveries.filter((delivery) => delivery.domain === domain.name);

describe('a registry that only speaks poll: each kind of change reaches the domain through the registry-poll job', () => {
  it('suspend and lift it, renew, change the registrant, expire, delete', async () => {
    await setWebhooks(false);
    const domain = await ourDomain();

    await trigger(domain, 'suspend');
    expect(queuedFor(domain)).toHaveLength(1);
    expect(await poll()).toMatchObject({ handedOn: expect.any(Number), unreadable: 0, more: false });
    expect(queuedFor(domain)).toEqual([]);
    expect((await current(domain)).registryStatuses).toEqual(['serverHold']);
    expect(published('domain.registry-status-changed', domain.domainId)[0]?.data).toMatchObject({ suspended: true });

    await trigger(domain, 'unsuspend');
    await poll();
    expect((await current(domain)).registryStatuses).toEqual(['ok']);
    expect(published('domain.registry-status-changed', domain.domainId).at(-1)?.data).toMatchObject({ suspended: false });

    await trigger(domain, 'renew');
    await poll();
    expect((await current(domain)).expiresAt).toBe(registry().domain(domain.name)!.expiresAt);
    expect(published('domain.renewed-at-registry', domain.domainId)[0]?.data).toMatchObject({ previousExpiresAt: domain.expiresAt });

    await trigger(domain, 'change-registrant');
    await poll();
    const registrant = registry().domain(domain.name)!.registrantId!;
    expect((await current(domain)).registrantContactId).toBe(registrant);
    expect(published('domain.registrant-changed-at-registry', domain.domainId)[0]?.data).toMatchObject({
      registrantContactId: registrant,
      previousRegistrantContactId: 'C-REG-1',
    });

    portal.runtime.clock.advance(400 * 24 * 3600 * 1000);
    await trigger(domain, 'expire');
    await poll();
    expect(Date.parse((await current(domain)).expiresAt)).toBeLessThanOrEqual(portal.runtime.clock.now().getTime());
    expect(published('domain.expired-at-registry', domain.domainId)).toHaveLength(1);

    await trigger(domain, 'delete');
    await poll();
    expect((await current(domain)).deletedAt).toBeDefined();
    expect(published('domain.deleted-at-registry', domain.domainId)).toHaveLength(1);

    expect(webhooksAbout(domain)).toEqual([]);
    expect(queuedFor(domain)).toEqual([]);
  });

  it('transfer away requested then rejected, requested then cancelled, requested then approved', async () => {
    await setWebhooks(false);
    const domain = await ourDomain();

    await trigger(domain, 'transfer-away');
    await poll();
    expect((await current(domain)).transferAway).toMatchObject({ status: 'pending', gainingRegistrar: 'other-registrar' });
    await trigger(domain, 'reject-transfer');
    await poll();
    expect((await current(domain)).transferAway?.status).toBe('rejected');

    // One change per poll: the queue, like SQS, keeps no order, and a request handled after its
    // own cancellation is older than what the domain reflects, so it is recorded and not published.
    await trigger(domain, 'transfer-away');
    await poll();
    await trigger(domain, 'cancel-transfer');
    await poll();
    expect((await current(domain)).transferAway?.status).toBe('cancelled');
    expect(published('domain.transfer-away-stopped', domain.domainId).map((event) => (event.data as { outcome: string }).outcome)).toEqual(['rejected', 'cancelled']);

    await trigger(domain, 'transfer-away');
    await poll();
    await trigger(domain, 'approve-transfer');
    await poll();
    const gone = await current(domain);
    expect(gone.transferredAwayAt).toBeDefined();
    expect(gone.deletedAt).toBeUndefined();
    expect(published('domain.transfer-away-requested', domain.domainId)).toHaveLength(3);
    expect(published('domain.transferred-away', domain.domainId)).toHaveLength(1);

    expect(webhooksAbout(domain)).toEqual([]);
    expect(queuedFor(domain)).toEqual([]);
  });
});

describe('a poll message is acknowledged only once it is handed on', () => {
  it('the hand-over fails: nothing is acknowledged, the message is there at the next run, and applied then', async () => {
    await setWebhooks(false);
    const domain = await ourDomain();
    await trigger(domain, 'suspend');
    const bus = portal.runtime.bus;
    vi.spyOn(bus, 'publish').mockRejectedValueOnce(new Error('The bus is away'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await poll()).toBeUndefined();
    expect(queuedFor(domain)).toHaveLength(1);
    expect((await current(domain)).version).toBe(1);

    await poll();
    expect(queuedFor(domain)).toEqual([]);
    expect((await current(domain)).registryStatuses).toEqual(['serverHold']);
  });

  it('the registry goes away between the hand-over and the acknowledgement: the message comes again and changes nothing more', async () => {
    await setWebhooks(false);
    const domain = await ourDomain();
    await trigger(domain, 'suspend');
    const bus = portal.runtime.bus;
    const publish = bus.publish.bind(bus);
    vi.spyOn(bus, 'publish').mockImplementationOnce(async (envelopes) => {
      await publish(envelopes);
      await registry().faults.set('down');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await poll()).toBeUndefined();
    await registry().faults.set('none');
    expect(queuedFor(domain)).toHaveLength(1);
    const applied = await current(domain);
    expect(applied.registryStatuses).toEqual(['serverHold']);

    await poll();
    expect(queuedFor(domain)).toEqual([]);
    expect((await current(domain)).version).toBe(applied.version);
    expect(published('domain.registry-status-changed', domain.domainId)).toHaveLength(1);
  });

  it('a message the portal cannot read is kept, acknowledged, and does not hold up the ones behind it', async () => {
    await setWebhooks(false);
    const domain = await ourDomain();
    const notice = registry().notice('Maintenance on Sunday 02:00-04:00.');
    await trigger(domain, 'suspend');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await poll()).toMatchObject({ unreadable: 1 });
    expect(
      registry()
        .messages()
        .find((message) => message.id === notice.id),
    ).toBeUndefined();
    expect(await createRegistryEventReceiptRepository(portal.runtime.table).seen(`evt_${notice.id}`)).toBe(true);
    expect((await current(domain)).registryStatuses).toEqual(['serverHold']);
  });
});

describe('the same change by webhook and by poll message', () => {
  // Kinds whose second application would show (an expiry notice, a transfer request): only the shared id keeps them to one.
  it('is applied once, whichever comes first', async () => {
    const domain = await ourDomain();
    // The webhook first (webhooks on), then the poll message of the same change.
    await trigger(domain, 'expire');
    await registry().webhooksIdle();
    await portal.runtime.bus.drain();
    expect(webhooksAbout(domain)).toEqual([expect.objectContaining({ state: 'delivered', type: 'domain.expired' })]);
    const byWebhook = await current(domain);
    expect(published('domain.expired-at-registry', domain.domainId)).toHaveLength(1);
    expect(queuedFor(domain)).toHaveLength(1);
    expect(webhooksAbout(domain)[0]!.eventId).toBe(`evt_${queuedFor(domain)[0]!.id}`);
    await poll();
    expect(queuedFor(domain)).toEqual([]);
    expect((await current(domain)).version).toBe(byWebhook.version);
    expect(published('domain.expired-at-registry', domain.domainId)).toHaveLength(1);

    // The poll message first, then the webhook of the same change, late (as the registry sends it: the change's id).
    await setWebhooks(false);
    await trigger(domain, 'transfer-away');
    const [message] = queuedFor(domain);
    await poll();
    const byPoll = await current(domain);
    expect(byPoll.transferAway?.status).toBe('pending');
    const late = registryWebhookEvent('domain.transfer_requested', registry().domain(domain.name)!, new Date(message!.queuedAt), message!.id);
    const rawBody = JSON.stringify(late);
    const timestamp = Math.floor(portal.runtime.clock.now().getTime() / 1000);
    const answer = await portal.call('POST', '/webhooks/registry', { rawBody, headers: registryWebhookHeaders(localRegistryWebhookSecret, rawBody, timestamp) });
    expect(answer.status).toBe(202);
    expect(answer.body.event_id).toBe(`evt_${message!.id}`);
    await portal.runtime.bus.drain();
    expect((await current(domain)).version).toBe(byPoll.version);
    expect(published('domain.transfer-away-requested', domain.domainId)).toHaveLength(1);
  });
});
