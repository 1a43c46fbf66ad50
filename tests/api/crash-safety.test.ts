import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '#infra/local/dynamodb-local.ts';
import { registryWebhookHeaders } from '#functions/adapters/registry/registry-webhook-signature.ts';
import { freePort, localRegistryWebhookSecret } from '#infra/local/runtime.ts';
import type { Json } from './portal.ts';

/**
 * The money path under SIGKILL (issue 10): `npm start`'s runtime, with its data kept in a folder,
 * is killed at the worst moments of a purchase and started again on the same data, as a laptop
 * or a Lambda host dies. Each purchase must end registered (or refunded), charged exactly once,
 * registered at most once, and the buyer told. The durable parts: DynamoDB Local's files, the
 * queues' message files, the payment and registry simulators' state files.
 */

interface RunningPortal {
  url: string;
  token: string;
  child: ChildProcess;
  output: () => string;
}

const dataDirectory = mkdtempSync(join(tmpdir(), 'okisnavn-crash-'));
let port = 0;
let portal: RunningPortal;

/** Starts `npm start`'s entry (without the web build) on the kept data; resolves once it prints its sign-in lines. */
async function start(): Promise<RunningPortal> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'infra/local/cli.ts', '--port', String(port), '--data-dir', dataDirectory, '--dns-port', '0', '--forwarding-port', '0'],
    {
      cwd: repositoryRoot,
      env: { ...process.env, POWERTOOLS_LOG_LEVEL: 'ERROR' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Ctrl-C stops everything.')) {
    if (child.exitCode !== null) throw new Error(`The runtime exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`The runtime did not start:\n${output}`);
    await sleep(100);
  }
  const token = /user\s+user@demo\.okisnavn\.fo\s+Authorization: Bearer (\S+)/.exec(output)?.[1];
  if (!token) throw new Error(`No demo token printed:\n${output}`);
  return { url: `http://127.0.0.1:${port}`, token, child, output: () => output };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((done) => child.once('exit', done));
}

/** The crash: no shutdown hook runs, nothing is flushed. */
async function kill9(): Promise<void> {
  portal.child.kill('SIGKILL');
  await exited(portal.child);
}

async function restart(): Promise<void> {
  await kill9();
  portal = await start();
}

async function api<T = Json>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${portal.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${portal.token}`, 'accept-language': 'en', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function dev<T = Json>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${portal.url}${path}`, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {});
  return (await response.json()) as T;
}

async function placeOrder(label: string) {
  const name = `${label}-${randomUUID().slice(0, 8)}.fo`;
  const placed = await api('POST', '/orders', { domains: [name], years: 1, terms_accepted: true }, { 'idempotency-key': randomUUID() });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { name, order: placed.body.data as { id: string; total: number; checkout_url: string; provider_order_id: string } };
}

/** Pays on the simulator's hosted page as the buyer's browser does. */
async function pay(checkoutUrl: string, card = '4242 4242 4242 4242'): Promise<void> {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card, expiry: '12/39', cvc: '123', name: 'Test Keypari' }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
}

async function orderStatus(orderId: string): Promise<{ status: string; provider_invoice_id: string | null; refunded_amount: number }> {
  const answer = await api('GET', `/orders/${orderId}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}\n${portal.output().slice(-3000)}`);
    await sleep(200);
  }
}

/** Registered, charged once, registered once at the registry, no refund, and the buyer mailed. */
async function expectFulfilledOnce(purchase: { name: string; order: { id: string } }) {
  const order = await waitFor(
    'the order to be registered',
    () => orderStatus(purchase.order.id),
    (order) => !['pending', 'paid'].includes(order.status),
  );
  expect(order.status).toBe('registered');
  const payments = await dev<{ sessions: { client_reference_id: string; payment_status: string }[]; refunds: { payment_intent: string }[] }>('/dev/pay/state.json');
  expect(payments.sessions.filter((session) => session.client_reference_id === purchase.order.id && session.payment_status === 'paid')).toHaveLength(1);
  expect(payments.refunds.filter((refund) => refund.payment_intent === order.provider_invoice_id)).toEqual([]);
  const registry = await dev<{ data: { domains: { name: string; registrar: string }[] } }>('/dev/registry');
  expect(registry.data.domains.filter((domain) => domain.name === purchase.name)).toHaveLength(1);
  const domains = (await api('GET', '/domains')).body.data as { name: string }[];
  expect(domains.filter((domain) => domain.name === purchase.name)).toHaveLength(1);
  const mails = await waitFor(
    'the buyer to be told',
    async () => (await dev<{ data: { subject?: string; text: string }[] }>('/dev/outbox?to=user@demo.okisnavn.fo')).data,
    // In the demo user's language (Faroese): the mail names the domain.
    (messages) => messages.some((message) => message.text.includes(purchase.name)),
  );
  expect(mails.filter((message) => message.text.includes(purchase.name))).toHaveLength(1);
}

beforeAll(async () => {
  port = await freePort();
  portal = await start();
}, 120_000);

afterAll(async () => {
  if (portal) {
    portal.child.kill('SIGTERM');
    await Promise.race([exited(portal.child), sleep(15_000)]);
    if (portal.child.exitCode === null) portal.child.kill('SIGKILL');
  }
  // A DynamoDB Local left by a killed runtime that was never restarted.
  const pidFile = join(dataDirectory, 'dynamodb-local.pid');
  if (existsSync(pidFile)) {
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(dataDirectory, { recursive: true, force: true });
}, 60_000);

describe('the runtime killed with SIGKILL and started again on its data', () => {
  it('after the order is placed: the buyer pays after the restart and gets the domain', async () => {
    const purchase = await placeOrder('eftir-keyp');
    await restart();
    expect((await orderStatus(purchase.order.id)).status).toBe('pending');
    await pay(purchase.order.checkout_url);
    await expectFulfilledOnce(purchase);
  }, 180_000);

  it('after the payment, before its webhook arrived: the provider delivers it again after the restart', async () => {
    const purchase = await placeOrder('eftir-gjald');
    // Card 3220: the buyer is back at once, the webhook follows 4 s later — the runtime dies first.
    await pay(purchase.order.checkout_url, '4000 0000 0000 3220');
    await restart();
    await expectFulfilledOnce(purchase);
  }, 180_000);

  it('paid, before registration (the registry down): the kept queue message registers it after the restart', async () => {
    const purchase = await placeOrder('goldid');
    await dev('/dev/registry/faults', { fault: 'down' });
    await pay(purchase.order.checkout_url);
    await waitFor(
      'the order to be paid',
      () => orderStatus(purchase.order.id),
      (order) => order.status === 'paid',
    );
    await restart();
    await expectFulfilledOnce(purchase);
  }, 180_000);

  it("during the registry's create (the name made, its answer not yet back): recognised as ours after the restart, registered once", async () => {
    const purchase = await placeOrder('skapan');
    // Every EPP answer held 2.5 s (under the client's 3 s timeout): the create is made at the registry well before its answer returns.
    await dev('/dev/registry/faults', { fault: 'slow', slow_ms: 2_500 });
    await pay(purchase.order.checkout_url);
    await waitFor(
      'the registry to make the name',
      async () => (await dev<{ data: { domains: { name: string }[] } }>('/dev/registry')).data.domains,
      (domains) => domains.some((domain) => domain.name === purchase.name),
      30_000,
    );
    expect((await orderStatus(purchase.order.id)).status).toBe('paid');
    await restart();
    await expectFulfilledOnce(purchase);
  }, 180_000);

  it('an abandoned checkout: its expiry passes on the moved clock and the runtime is killed as the simulator posts checkout.session.expired; after the restart the order is expired, once, and stays so', async () => {
    const purchase = await placeOrder('farin');
    type PaymentState = { sessions: { id: string; status: string; payment_status: string }[]; events: { id: string; type: string; data: { object: { id: string } } }[] };
    const session = async () => (await dev<PaymentState>('/dev/pay/state.json')).sessions.find((entry) => entry.id === purchase.order.provider_order_id);
    // An hour passes on the functions' and the simulator's clock; the simulator's sweep expires the session and posts its webhook.
    await dev('/dev/clock', { advance_ms: 61 * 60_000 });
    await waitFor('the simulator to expire the session', session, (entry) => entry?.status === 'expired', 15_000);
    await restart();
    // Delivered before the kill, or sent again by the restarted simulator: the order ends expired either way.
    const expired = await waitFor(
      'the order to expire',
      () => api('GET', `/orders/${purchase.order.id}`),
      (answer) => answer.body.data.status !== 'pending',
    );
    expect(expired.body.data).toMatchObject({ status: 'expired', failure_reason: 'payment_expired', paid_at: null, checkout_url: null });
    const state = await dev<PaymentState>('/dev/pay/state.json');
    const webhooks = state.events.filter((event) => event.type === 'checkout.session.expired' && event.data.object.id === purchase.order.provider_order_id);
    expect(webhooks).toHaveLength(1);
    expect((await session())?.payment_status).toBe('unpaid');
    // The same webhook again and the reconciliation job after the restart change nothing.
    const resent = await fetch(`${portal.url}/dev/pay/events/${webhooks[0]!.id}/resend`, { method: 'POST', redirect: 'manual' });
    expect(resent.status).toBe(303);
    await dev('/dev/jobs/checkout-reconciliation', {});
    const after = await api('GET', `/orders/${purchase.order.id}`);
    expect(after.body.data).toEqual(expired.body.data);
  }, 180_000);
});

describe('the auto-renewal job killed between the charge and its recording', () => {
  type PaymentState = { payment_intents: { id: string; status: string; metadata: Record<string, string> }[] };
  const hour = 3600_000;

  /** Saves a card on the simulator's setup page as the cardholder would; answers its id. */
  async function saveCard(): Promise<string> {
    const started = await api('POST', '/payment-cards', { team_id: null });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const page = await fetch(started.body.data.checkout_url as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: '4242 4242 4242 4242', expiry: '11/39', cvc: '123', name: 'Test Keypari' }).toString(),
      redirect: 'manual',
    });
    expect(page.status).toBe(303);
    return ((await api('GET', '/users/me/payment-cards')).body.data as { id: string }[]).at(-1)!.id;
  }

  const clockNow = async () => Date.parse((await dev<{ data: { now: string } }>('/dev/clock')).data.now);
  const moveTo = async (instant: number) => dev('/dev/clock', { advance_ms: instant - (await clockNow()) });
  // The clock back to now for the tests after this one, also when this one fails half-way.
  afterAll(() => dev('/dev/clock/reset', {}));

  const chargesOf = async (domainId: string) =>
    (await dev<PaymentState>('/dev/pay/state.json')).payment_intents.filter((intent) => intent.status === 'succeeded' && Object.values(intent.metadata).includes(domainId));

  it('charged by the provider, the answer on its way, killed; restarted, a day and more later (the idempotency key forgotten), the job runs again: one charge, one renewal at the registry, one receipt', async () => {
    const purchase = await placeOrder('sjalvvirkandi');
    await pay(purchase.order.checkout_url);
    await waitFor(
      'the purchase to be registered',
      () => orderStatus(purchase.order.id),
      (order) => order.status === 'registered',
    );
    const domain = ((await api('GET', '/domains')).body.data as { id: string; name: string }[]).find((entry) => entry.name === purchase.name)!;
    const cardId = await saveCard();
    const on = await api('PUT', `/domains/${domain.id}/auto-renewal`, { enabled: true, terms_accepted: true, payment_card_id: cardId });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    const before = (await api('GET', `/domains/${domain.id}`)).body.data as { expires_at: string; renewal_date: string };
    const renewalAt = Date.parse(before.renewal_date);
    const mailsOf = async () =>
      (await dev<{ data: { text: string }[] }>('/dev/outbox?to=user@demo.okisnavn.fo')).data.filter((message) => message.text.includes(purchase.name)).length;
    const mailsBefore = await mailsOf();

    // The provider's answers held 8 s after their work (under the adapter's 10 s timeout), and its webhooks kept from the portal:
    // the job makes its payment, confirms it (the card is charged), then waits for the answer.
    await moveTo(renewalAt + hour);
    await dev('/dev/pay/faults', { slow_ms: 8_000, webhooks_reachable: false });
    const job = fetch(`${portal.url}/dev/jobs/auto-renewal`, { method: 'POST' }).catch(() => null);
    await waitFor(
      'the provider to charge the card',
      () => chargesOf(domain.id),
      (charges) => charges.length === 1,
      30_000,
    );
    await restart();
    await job;

    // A day and more on: the key is past Stripe's 24 hours.
    await moveTo(renewalAt + 26 * hour);
    const rerun = await fetch(`${portal.url}/dev/jobs/auto-renewal`, { method: 'POST' });
    expect(rerun.status).toBe(200);
    const renewals = async () =>
      ((await api('GET', '/orders')).body.data as { id: string; kind: string; status: string; items: { domain_id: string }[] }[]).filter(
        (order) => order.kind === 'renewal' && order.items.some((item) => item.domain_id === domain.id),
      );
    const [order] = await waitFor('the renewal to be registered', renewals, (orders) => orders.some((entry) => entry.status === 'registered'));
    // The next day's run again: nothing more.
    await moveTo(renewalAt + 50 * hour);
    expect((await fetch(`${portal.url}/dev/jobs/auto-renewal`, { method: 'POST' })).status).toBe(200);
    await sleep(1_500);

    expect(await chargesOf(domain.id)).toHaveLength(1);
    expect(await renewals()).toEqual([expect.objectContaining({ id: order!.id, status: 'registered' })]);
    // Renewed once at the registry: a year on from the expiry it had, not two.
    const registry = await dev<{ data: { domains: { name: string; expires_at: string }[] } }>('/dev/registry');
    const atRegistry = registry.data.domains.find((entry) => entry.name === purchase.name)!;
    expect(new Date(atRegistry.expires_at).getUTCFullYear()).toBe(new Date(before.expires_at).getUTCFullYear() + 1);
    const receipt = await fetch(`${portal.url}/api/orders/${order!.id}/receipt?language=en`, { headers: { authorization: `Bearer ${portal.token}` } });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toContain('application/pdf');
    expect(await mailsOf()).toBe(mailsBefore + 1);
    const after = (await api('GET', `/domains/${domain.id}`)).body.data as { expires_at: string };
    expect(new Date(after.expires_at).getUTCFullYear()).toBe(new Date(before.expires_at).getUTCFullYear() + 1);
  }, 240_000);
});

describe('a registry event in the queue when the runtime is killed', () => {
  it('posted, answered 202, killed at once (the event on the kept queue): applied once after the restart, a replay changes nothing', async () => {
    // A domain of its own, bought on today's clock. Not a demo domain: this runtime's expiry sync (every 5 minutes) has
    // looked at those, maybe while the test before had the clock a year on, and the first sync of a domain stamps its
    // last registry event (`registryEventAt`) with that clock: the event below, of today, would be ignored as older.
    const purchase = await placeOrder('skrasetingin');
    await pay(purchase.order.checkout_url);
    await waitFor(
      'the purchase to be registered',
      () => orderStatus(purchase.order.id),
      (order) => order.status === 'registered',
    );
    const { name } = purchase;
    const domain = ((await api('GET', '/domains')).body.data as { id: string; name: string; status: string }[]).find((entry) => entry.name === name)!;
    expect(domain.status).not.toBe('expired');
    // Its first expiry sync now, by hand: a new domain is due at once, and the schedule's run in the middle of this test
    // would put the registry's expiry back over the event's (or stamp a later registry event than it).
    const synced = await dev<{ data: { checked: number; failed: number } }>('/dev/jobs/expiry-sync', { domainId: domain.id });
    expect(synced.data).toMatchObject({ checked: 1, failed: 0 });
    // Signed by the runtime's clock (earlier tests may have moved it).
    const now = new Date((await dev<{ data: { now: string } }>('/dev/clock')).data.now);
    const event = {
      id: `evt_crash_${randomUUID()}`,
      type: 'domain.expired',
      created_at: now.toISOString(),
      data: { domain: name, registrar: 'okisnavn', expires_at: new Date(now.getTime() - 60_000).toISOString() },
    };
    const post = async () => {
      const rawBody = JSON.stringify(event);
      const answer = await fetch(`${portal.url}/api/webhooks/registry`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...registryWebhookHeaders(localRegistryWebhookSecret, rawBody, Math.floor(Date.parse((await dev<{ data: { now: string } }>('/dev/clock')).data.now) / 1000)),
        },
        body: rawBody,
      });
      return answer.status;
    };
    expect(await post()).toBe(202);
    // The message was kept on disk before the 202; the consumer's table calls come after it.
    await restart();
    const applied = await waitFor(
      'the event to be applied',
      async () => ((await api('GET', '/domains')).body.data as { id: string; status: string }[]).find((entry) => entry.id === domain.id)!,
      (entry) => entry.status === 'expired',
    );
    expect(applied.status).toBe('expired');
    const appliedHere = async () =>
      (await dev<{ data: { metadata: { name: string }; data: { domainId?: string; registryEventId?: string } }[] }>('/dev/events')).data.filter(
        (published) => published.metadata.name === 'domain.expired-at-registry' && published.data.registryEventId === event.id,
      );
    const before = (await appliedHere()).length;
    expect(before).toBeLessThanOrEqual(1);
    // The registry delivers it again after the restart: accepted, no second change.
    expect(await post()).toBe(202);
    await sleep(1_500);
    expect((await appliedHere()).length).toBe(before);
    expect((await dev<{ data: { queue: string }[] }>('/dev/dead-letters')).data.filter((letter) => letter.queue === 'registry-events')).toEqual([]);
  }, 180_000);
});

describe('the clock moved on, then the runtime killed', () => {
  // The clock back to now for anything after this one, also when it fails half-way.
  afterAll(() => dev('/dev/clock/reset', {}));

  it('two years on, a domain bought, killed with SIGKILL: restarted on the same data, now is not earlier than before the kill nor than the order just written', async () => {
    const twoYears = 2 * 365 * 86_400_000;
    await dev('/dev/clock', { advance_ms: twoYears });
    const purchase = await placeOrder('klokkan');
    await pay(purchase.order.checkout_url);
    await waitFor(
      'the purchase to be registered',
      () => orderStatus(purchase.order.id),
      (order) => order.status === 'registered',
    );
    const { created_at: createdAt } = (await api('GET', `/orders/${purchase.order.id}`)).body.data as { created_at: string };
    const beforeKill = Date.parse((await dev<{ data: { now: string } }>('/dev/clock')).data.now);
    expect(beforeKill - Date.now()).toBeGreaterThan(twoYears - 60_000);
    await restart();
    const afterRestart = await dev<{ data: { now: string; offset_ms: number } }>('/dev/clock');
    expect(Date.parse(afterRestart.data.now)).toBeGreaterThanOrEqual(beforeKill);
    expect(Date.parse(afterRestart.data.now)).toBeGreaterThanOrEqual(Date.parse(createdAt));
    expect(afterRestart.data.offset_ms).toBeGreaterThanOrEqual(twoYears);
  }, 180_000);
});
