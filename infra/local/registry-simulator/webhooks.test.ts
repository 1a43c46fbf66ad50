import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EppClient } from '#functions/adapters/registry/epp-client.ts';
import { createEppRegistry } from '#functions/adapters/registry/epp-registry.ts';
import type { RegistryWebhookEvent } from '#functions/adapters/registry/registry-webhook-events.ts';
import { verifyRegistryWebhook } from '#functions/adapters/registry/registry-webhook-signature.ts';
import type { Registry } from '#functions/ports/registry.ts';
import { type RegistrySimulator, startRegistrySimulator } from './simulator.ts';

/** The simulator's signed webhooks (docs/registry-webhooks.md) against a real local HTTP receiver. */

const secret = 'local-registry-webhook-secret-0123456789';
const rival = { username: 'rival', password: 'rival-password' };

interface Received {
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  event: RegistryWebhookEvent;
}

/** A receiver that answers the statuses queued (then 200) and keeps what it got. */
async function startReceiver(): Promise<{ url: string; received: Received[]; answers: number[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const answers: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      received.push({ headers: request.headers, rawBody, event: JSON.parse(rawBody.toString('utf8')) as RegistryWebhookEvent });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/webhooks/registry`, received, answers, close: () => new Promise((done) => server.close(() => done())) };
}

const verify = (delivery: Received) =>
  verifyRegistryWebhook(secret, {
    rawBody: delivery.rawBody,
    timestamp: delivery.headers['x-registry-timestamp'] as string | undefined,
    signature: delivery.headers['x-registry-signature'] as string | undefined,
  });

describe('registry simulator webhooks', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let simulator: RegistrySimulator;
  let now = new Date('2026-05-01T08:00:00.000Z');
  const clients: EppClient[] = [];
  let portal: Registry;
  let other: Registry;

  beforeAll(async () => {
    receiver = await startReceiver();
    simulator = await startRegistrySimulator({ now: () => now, accounts: [rival], webhook: { url: receiver.url, secret, retryDelayMs: 20, maxAttempts: 3 } });
    const client = (account: { username: string; password: string }) => {
      const created = new EppClient({ host: simulator.host, port: simulator.port, ...account, ca: simulator.caCert, timeoutMs: 2_000, keepAliveMs: 0 });
      clients.push(created);
      return createEppRegistry(created);
    };
    portal = client({ username: simulator.username, password: simulator.password });
    other = client(rival);
  });
  afterEach(async () => {
    await simulator.webhooksIdle();
    receiver.received.splice(0);
    receiver.answers.splice(0);
  });
  afterAll(async () => {
    for (const client of clients) await client.close();
    await simulator.stop();
    await receiver.close();
  });

  it('posts a signed transfer_requested event, exactly as the contract describes it', async () => {
    simulator.register('hook-transfer.fo', { registrar: 'rival', authInfo: 'hook-code' });
    await portal.transferDomain('request', 'hook-transfer.fo', { authInfo: 'hook-code' });
    await simulator.webhooksIdle();
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(delivery!.headers['x-registry-timestamp']).toMatch(/^\d+$/);
    expect(delivery!.headers['x-registry-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verify(delivery!)).toEqual({ valid: true });
    expect(delivery!.event).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'domain.transfer_requested',
      created_at: '2026-05-01T08:00:00.000Z',
      data: {
        domain: 'hook-transfer.fo',
        registrar: 'rival',
        expires_at: '2027-05-01T08:00:00.000Z',
        transfer: {
          status: 'pending',
          requesting_registrar: 'okisnavn',
          requested_at: '2026-05-01T08:00:00.000Z',
          acting_registrar: 'rival',
          action_at: '2026-05-06T08:00:00.000Z',
        },
      },
    });
    expect(simulator.webhookDeliveries.at(-1)).toMatchObject({ eventId: delivery!.event.id, type: 'domain.transfer_requested', attempts: 1, lastStatus: 200, state: 'delivered' });
  });

  it('posts approved, rejected and cancelled transfers, and deletions of the portal’s domains', async () => {
    simulator.approveTransfer('hook-transfer.fo');
    simulator.register('hook-reject.fo', { registrar: 'rival', authInfo: 'reject-code' });
    await portal.transferDomain('request', 'hook-reject.fo', { authInfo: 'reject-code' });
    simulator.rejectTransfer('hook-reject.fo');
    await portal.transferDomain('request', 'hook-reject.fo', { authInfo: 'reject-code' });
    await portal.transferDomain('cancel', 'hook-reject.fo');
    await portal.deleteDomain('hook-transfer.fo');
    await simulator.webhooksIdle();
    expect(receiver.received.map(({ event }) => [event.type, event.data.domain, event.data.registrar, event.data.transfer?.status ?? null])).toEqual([
      ['domain.transfer_approved', 'hook-transfer.fo', 'okisnavn', 'clientApproved'],
      ['domain.transfer_requested', 'hook-reject.fo', 'rival', 'pending'],
      ['domain.transfer_rejected', 'hook-reject.fo', 'rival', 'clientRejected'],
      ['domain.transfer_requested', 'hook-reject.fo', 'rival', 'pending'],
      ['domain.transfer_cancelled', 'hook-reject.fo', 'rival', 'clientCancelled'],
      ['domain.deleted', 'hook-transfer.fo', 'okisnavn', null],
    ]);
    expect(receiver.received.at(-1)?.event.data.expires_at).toBeNull();
    expect(receiver.received.every((delivery) => verify(delivery).valid)).toBe(true);
    expect(new Set(receiver.received.map(({ event }) => event.id)).size).toBe(6);
  });

  it('tells only about the portal registrar’s domains', async () => {
    simulator.register('rival-only.fo', { registrar: 'rival' });
    await other.deleteDomain('rival-only.fo');
    expect(simulator.notifyExpiry('taken.fo')).toBeNull();
    await simulator.webhooksIdle();
    expect(receiver.received).toEqual([]);
  });

  it('notifyExpiry: domain.expiring before the expiry, domain.expired after it (by the registry’s clock)', async () => {
    const domain = simulator.register('hook-expiry.fo', { years: 1 });
    expect(simulator.notifyExpiry('hook-expiry.fo')).toMatchObject({
      type: 'domain.expiring',
      data: { domain: 'hook-expiry.fo', registrar: 'okisnavn', expires_at: domain.expiresAt },
    });
    now = new Date(new Date(domain.expiresAt).getTime() + 1000);
    expect(simulator.notifyExpiry('hook-expiry.fo')?.type).toBe('domain.expired');
    await simulator.webhooksIdle();
    expect(receiver.received.map(({ event }) => event.type)).toEqual(['domain.expiring', 'domain.expired']);
    expect(receiver.received[1]!.event.created_at).toBe(now.toISOString());
    expect(() => simulator.notifyExpiry('nobody.fo')).toThrow('No domain nobody.fo');
  });

  it('retries after a non-2xx answer with the same event id, signed again', async () => {
    receiver.answers.push(500, 502);
    const event = simulator.notifyExpiry('hook-expiry.fo')!;
    await simulator.webhooksIdle();
    expect(receiver.received.map((delivery) => delivery.event.id)).toEqual([event.id, event.id, event.id]);
    expect(receiver.received.every((delivery) => verify(delivery).valid)).toBe(true);
    expect(simulator.webhookDeliveries.at(-1)).toMatchObject({ eventId: event.id, attempts: 3, lastStatus: 200, lastError: null, state: 'delivered' });
  });

  it('gives up after maxAttempts, keeping the last status', async () => {
    receiver.answers.push(503, 503, 503);
    const event = simulator.notifyExpiry('hook-expiry.fo')!;
    await simulator.webhooksIdle();
    expect(receiver.received).toHaveLength(3);
    expect(simulator.webhookDeliveries.at(-1)).toMatchObject({ eventId: event.id, attempts: 3, lastStatus: 503, state: 'failed' });
  });
});

describe("the registry's own changes, each posted as its webhook", () => {
  it('expire, suspend and unsuspend, transfer away, renew, delete: the event of each, signed by the registry clock', async () => {
    const receiver = await startReceiver();
    let now = new Date('2026-05-01T08:00:00.000Z');
    const simulator = await startRegistrySimulator({ now: () => now, webhook: { url: receiver.url, secret, retryDelayMs: 20, now: () => now } });
    try {
      simulator.register('egin.fo', { years: 1 });
      now = new Date('2026-05-02T08:00:00.000Z');
      simulator.suspend('egin.fo');
      simulator.unsuspend('egin.fo');
      simulator.renewByRegistry('egin.fo');
      simulator.requestTransferAway('egin.fo');
      simulator.rejectTransfer('egin.fo');
      simulator.expire('egin.fo');
      simulator.deleteByRegistry('egin.fo');
      await simulator.webhooksIdle();
      const byType = receiver.received.map((delivery) => delivery.event).sort((a, b) => a.id.localeCompare(b.id));
      expect(receiver.received.map((delivery) => delivery.event.type).sort()).toEqual(
        ['domain.status_changed', 'domain.status_changed', 'domain.renewed', 'domain.transfer_requested', 'domain.transfer_rejected', 'domain.expired', 'domain.deleted'].sort(),
      );
      expect(byType).toHaveLength(7);
      const statuses = receiver.received.filter((delivery) => delivery.event.type === 'domain.status_changed').map((delivery) => delivery.event.data.statuses);
      expect(statuses).toContainEqual(['serverHold']);
      expect(statuses).toContainEqual(['ok']);
      const requested = receiver.received.find((delivery) => delivery.event.type === 'domain.transfer_requested')!.event;
      expect(requested.data.transfer).toMatchObject({ status: 'pending', requesting_registrar: 'other-registrar', acting_registrar: 'okisnavn' });
      expect(receiver.received.find((delivery) => delivery.event.type === 'domain.renewed')!.event.data.expires_at).toBe('2028-05-01T08:00:00.000Z');
      expect(receiver.received.find((delivery) => delivery.event.type === 'domain.expired')!.event.data.expires_at).toBe('2026-05-02T08:00:00.000Z');
      expect(simulator.domain('egin.fo')).toBeUndefined();
      // Signed by the registry's clock, not the system's: valid at the registry's time.
      for (const delivery of receiver.received) {
        expect(delivery.headers['x-registry-timestamp']).toBe(String(Math.floor(now.getTime() / 1000)));
        expect(
          verifyRegistryWebhook(
            secret,
            { rawBody: delivery.rawBody, timestamp: delivery.headers['x-registry-timestamp'] as string, signature: delivery.headers['x-registry-signature'] as string },
            now.getTime(),
          ),
        ).toEqual({ valid: true });
      }
    } finally {
      await simulator.stop();
      await receiver.close();
    }
  });
});

describe('one change, told by webhook and by poll message under one id (issue 14)', () => {
  it('every change of the registry is also queued for the sponsor; the webhook id is evt_<message id>; webhooks off: poll messages only', async () => {
    const receiver = await startReceiver();
    const now = new Date('2026-05-01T08:00:00.000Z');
    const simulator = await startRegistrySimulator({ now: () => now, webhook: { url: receiver.url, secret, retryDelayMs: 20, now: () => now } });
    try {
      simulator.register('baedi.fo', { years: 1 });
      const suspended = simulator.suspend('baedi.fo');
      simulator.changeRegistrant('baedi.fo');
      simulator.requestTransferAway('baedi.fo');
      simulator.cancelTransfer('baedi.fo');
      simulator.renewByRegistry('baedi.fo');
      await simulator.webhooksIdle();
      const messages = simulator.messages();
      expect(messages.map((message) => message.text.replace(/ .*/, ''))).toEqual([
        'domain.status_changed:',
        'domain.registrant_changed:',
        'Transfer',
        'Transfer',
        'domain.renewed:',
      ]);
      expect(receiver.received.map((delivery) => delivery.event.id)).toEqual(messages.map((message) => `evt_${message.id}`));
      expect(suspended?.id).toBe(`evt_${messages[0]!.id}`);
      // The registrant: a new contact the registry made, named in the webhook and in the message's domain data.
      const registrant = simulator.domain('baedi.fo')!.registrantId!;
      expect(registrant).toMatch(/^FO-[0-9A-F]{10}$/);
      expect(receiver.received[1]!.event).toMatchObject({ type: 'domain.registrant_changed', data: { registrant } });
      expect(messages[1]!.info).toMatchObject({ name: 'baedi.fo', registrantId: registrant, registrar: 'okisnavn', authInfo: null });
      expect(messages[3]!.transfer).toMatchObject({ status: 'clientCancelled' });
      expect(() => simulator.changeRegistrant('baedi.fo', registrant)).toThrow(/registrant of baedi.fo already/);
      expect(() => simulator.changeRegistrant('baedi.fo', 'NOBODY')).toThrow('No contact NOBODY');

      simulator.setWebhooksEnabled(false);
      expect(simulator.webhooksEnabled).toBe(false);
      expect(simulator.expire('baedi.fo')).toBeNull();
      await simulator.webhooksIdle();
      expect(receiver.received).toHaveLength(5);
      expect(simulator.messages().at(-1)).toMatchObject({ text: 'domain.expired: Domain baedi.fo has expired.', info: { expiresAt: now.toISOString() } });
      simulator.setWebhooksEnabled(true);
      expect(simulator.unsuspend('baedi.fo')?.id).toBe(`evt_${simulator.messages().at(-1)!.id}`);
    } finally {
      await simulator.stop();
      await receiver.close();
    }
  });
});

describe('registry simulator webhooks when the receiver is away', () => {
  it('retries network errors, then gives up; stopping cuts pending retries short', async () => {
    const receiver = await startReceiver();
    await receiver.close();
    const simulator = await startRegistrySimulator({ webhook: { url: receiver.url, secret, retryDelayMs: 10, maxAttempts: 2 } });
    try {
      simulator.register('away.fo');
      simulator.notifyExpiry('away.fo');
      await simulator.webhooksIdle();
      expect(simulator.webhookDeliveries[0]).toMatchObject({ attempts: 2, lastStatus: null, lastError: expect.stringContaining('ECONNREFUSED'), state: 'failed' });
    } finally {
      await simulator.stop();
    }

    const slow = await startRegistrySimulator({ webhook: { url: receiver.url, secret, retryDelayMs: 60_000 } });
    slow.register('away.fo');
    slow.notifyExpiry('away.fo');
    await expect.poll(() => slow.webhookDeliveries[0]?.attempts).toBe(1);
    const started = Date.now();
    await slow.stop();
    await slow.webhooksIdle();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(slow.webhookDeliveries[0]).toMatchObject({ attempts: 1, state: 'failed' });
  });
});
