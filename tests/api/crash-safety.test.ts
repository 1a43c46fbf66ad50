import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '#infra/local/dynamodb-local.ts';
import { freePort } from '#infra/local/runtime.ts';
import type { Json } from './portal.ts';

/**
 * `npm start`'s runtime under SIGKILL (issue 10), with its data kept in a folder: killed after an
 * order is placed and started again on the same data, as a laptop dies. What only this file
 * covers: `npm start` whole, with DynamoDB Local's own files across the kill (its Java process
 * killed and started again). Every other money path under SIGKILL, and the cases this file had
 * before (the kill after the payment, before the registry, during the registry's create, as an
 * abandoned checkout expires, between an automatic renewal's charge and its recording, with a
 * registry event on the queue, the clock kept across a kill), are cells of the fault matrix
 * (fault-matrix-rows.ts), whose runtime keeps its table in the run's DynamoDB Local
 * (docs/decisions/fault-matrix-runtime.md).
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
});
