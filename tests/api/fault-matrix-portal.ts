import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createOrderRepository } from '#functions/adapters/dynamodb/order-repository.ts';
import { createReceiptRepository } from '#functions/adapters/dynamodb/receipt-repository.ts';
import { portalTableOf } from '#functions/adapters/dynamodb/table.ts';
import { repositoryRoot } from '#infra/local/dynamodb-local.ts';
import { freePort } from '#infra/local/runtime.ts';
import type { Json } from './portal.ts';

/**
 * One row's portal for the fault matrix: the local runtime as a child process
 * (fault-matrix-child.ts) with its data kept in a folder, driven over HTTP (`/api`, `/dev`) as a
 * browser, the payment provider and an operator would, and killed with SIGKILL when a cell says.
 */
export interface PaymentState {
  sessions: { id: string; client_reference_id: string | null; payment_status: string; payment_intent: string | null; status: string }[];
  payment_intents: { id: string; status: string; amount: number; metadata: Record<string, string> }[];
  refunds: { id: string; payment_intent: string; amount: number }[];
  events: { id: string; type: string; data: { object: Record<string, unknown> } }[];
}

export interface RegistryState {
  domains: { name: string; registrar: string; expires_at: string }[];
  recent_commands: { command: string; names?: string[]; result_code?: number; resultCode?: number }[];
}

export class MatrixPortal {
  url = '';
  tokens = { user: '', admin: '' };
  private child: ChildProcess | undefined;
  private output = '';
  /** Made at the first start: a row the run skips (`-t`) leaves no folder behind. */
  private dataDirectory = '';
  private readonly tableName = `faults-${randomUUID()}`;
  private port = 0;

  constructor(private readonly dynamoDbEndpoint: string) {}

  /** The row's table, read as the jobs read it: the orders' state and the receipts' sequence. */
  get table() {
    return portalTableOf({ TABLE_NAME: this.tableName, AWS_REGION: 'eu-north-1', DYNAMODB_ENDPOINT: this.dynamoDbEndpoint });
  }

  async start(): Promise<void> {
    this.port ||= await freePort();
    this.dataDirectory ||= mkdtempSync(join(tmpdir(), 'okisnavn-faults-'));
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/api/fault-matrix-child.ts'], {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        POWERTOOLS_LOG_LEVEL: 'ERROR',
        FAULT_MATRIX_RUNTIME: JSON.stringify({ port: this.port, dataDirectory: this.dataDirectory, dynamoDbEndpoint: this.dynamoDbEndpoint, tableName: this.tableName }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ready = /^\{"ready":true.*\}$/m.exec(this.output)?.[0];
      if (ready) {
        const started = JSON.parse(ready) as { url: string; tokens: { user: string; admin: string } };
        this.url = started.url;
        this.tokens = started.tokens;
        return;
      }
      if (child.exitCode !== null) throw new Error(`The runtime exited (${child.exitCode}):\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`The runtime did not start:\n${this.output}`);
      await sleep(50);
    }
  }

  /** The crash: no shutdown hook runs, nothing is flushed. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await new Promise((done) => child.once('exit', done));
  }

  /**
   * Kill and start again on the same data. The clock, moved on by the cells, is not earlier after
   * the restart than before the kill (nor, hence, than anything written before it), and its offset kept.
   */
  async restart(): Promise<void> {
    const before = (await this.dev<{ data: { now: string; offset_ms: number } }>('/dev/clock')).data;
    await this.kill9();
    await this.start();
    const after = (await this.dev<{ data: { now: string; offset_ms: number } }>('/dev/clock')).data;
    expect(Date.parse(after.now), 'the clock after the restart').toBeGreaterThanOrEqual(Date.parse(before.now));
    expect(after.offset_ms, "the clock's offset after the restart").toBeGreaterThanOrEqual(before.offset_ms);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([new Promise((done) => child.once('exit', done)), sleep(10_000)]);
      if (child.exitCode === null && child.signalCode === null) await this.kill9();
    }
    if (this.dataDirectory) rmSync(this.dataDirectory, { recursive: true, force: true });
  }

  /** The last lines the runtime printed (for a failure's message). */
  tail(): string {
    return this.output.slice(-3000);
  }

  async api<T = Json>(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.url}/api${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'accept-language': 'en',
        authorization: `Bearer ${options.token ?? this.tokens.user}`,
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    const json = /json/.test(response.headers.get('content-type') ?? 'json');
    return { status: response.status, body: (json && text ? JSON.parse(text) : text) as T };
  }

  /** `GET /dev/<path>`, or a POST with a JSON body. */
  async dev<T = Json>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.url}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(400);
    return (await response.json()) as T;
  }

  /** Waits until every queued message is consumed or dead-lettered. */
  drain = () => this.dev('/dev/queues/drain', {});

  async now(): Promise<number> {
    return Date.parse((await this.dev<{ data: { now: string } }>('/dev/clock')).data.now);
  }

  advance = (ms: number) => this.dev('/dev/clock', { advance_ms: ms });

  async moveTo(instant: number): Promise<void> {
    const now = await this.now();
    if (instant > now) await this.advance(instant - now);
  }

  runJob = <T = Json>(job: string) => this.dev<{ data: T }>(`/dev/jobs/${job}`, {}).then((answer) => answer.data);
  registryFault = (fault: 'none' | 'down' | 'slow', slowMs?: number) => this.dev('/dev/registry/faults', { fault, ...(slowMs ? { slow_ms: slowMs } : {}) });
  payFaults = (faults: { slow_ms?: number; slow_charges_ms?: number; webhooks_reachable?: boolean; refunds_down?: boolean }) => this.dev('/dev/pay/faults', faults);
  payments = () => this.dev<PaymentState>('/dev/pay/state.json');
  registry = async () => (await this.dev<{ data: RegistryState }>('/dev/registry')).data;
  deadLetters = async () => (await this.dev<{ data: { queue: string; body: unknown }[] }>('/dev/dead-letters')).data;
  outbox = async (to: string) => (await this.dev<{ data: { subject: string | null; text: string }[] }>(`/dev/outbox?to=${encodeURIComponent(to)}`)).data;

  /** Resends a provider event as its retry would. */
  async resend(eventId: string): Promise<number> {
    return (await fetch(`${this.url}/dev/pay/events/${eventId}/resend`, { method: 'POST', redirect: 'manual' })).status;
  }

  async order(orderId: string, token = this.tokens.user): Promise<Json> {
    const answer = await this.api('GET', `/orders/${orderId}`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  }

  /** Orders still waiting for payment or for the registry: none may be left once the jobs have run. */
  async unfinishedOrders(): Promise<{ orderId: string; status: string }[]> {
    const orders = createOrderRepository(this.table);
    const far = '9999-12-31T00:00:00.000Z';
    return [...(await orders.listByStatusBefore('pending', far, 100)), ...(await orders.listByStatusBefore('paid', far, 100))];
  }

  /** Every receipt and credit note issued, and the sequence's last number. */
  async receiptNumbers(): Promise<{ numbers: number[]; last: number }> {
    const receipts = createReceiptRepository(this.table);
    const numbers: number[] = [];
    let after: string | undefined;
    do {
      const page = await receipts.listIssued({ from: '2000-01-01T00:00:00.000Z', to: '9999-12-31T00:00:00.000Z', after, limit: 100 });
      numbers.push(...page.documents.map((document) => Number(document.receiptNumber)));
      after = page.next ?? undefined;
    } while (after);
    return { numbers: numbers.sort((a, b) => a - b), last: await receipts.lastSequenceNumber() };
  }

  async waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.drain();
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}\n${this.tail()}`);
      await sleep(100);
    }
  }
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Pays on the simulator's hosted page as the buyer's browser does; answers the page's status (303 paid or declined, 409/410 closed). */
export async function payOnPage(checkoutUrl: string, card = '4242 4242 4242 4242'): Promise<number> {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card, expiry: '12/39', cvc: '123', name: 'Test Keypari' }).toString(),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}
