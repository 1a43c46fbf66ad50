import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the receiver got. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A customer's webhook receiver in the tests: a `node:http` server on a free port of 127.0.0.1
 * that keeps every request and answers as the test says (by path), and verifies signatures as
 * the README tells receivers to: `t=<unix>,v1=<hex>[,v1=<hex>]`, HMAC-SHA-256 of `<t>.<body>`.
 */
export interface WebhookReceiver {
  url(path: string): string;
  port: number;
  received: Received[];
  /** What to answer on a path: a status, or a status with headers; the next answer each time it is called. */
  answer(path: string, ...answers: Array<number | { status: number; headers: Record<string, string> }>): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const answers = new Map<string, Array<number | { status: number; headers: Record<string, string> }>>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const queue = answers.get(path) ?? [];
      // The last answer stays once the others are used.
      const next = (queue.length > 1 ? queue.shift() : queue[0]) ?? 200;
      const { status, headers } = typeof next === 'number' ? { status: next, headers: {} } : next;
      response.writeHead(status, { 'content-type': 'text/plain', ...headers });
      response.end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    answer: (path, ...list) => answers.set(path, list),
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** The `v1` signatures of an `Okisnavn-Signature` header that `secret` made, verified as a receiver would (timing-safe). */
export function verifiesWith(header: string, body: string, secret: string): boolean {
  const parts = header.split(',').map((part) => part.split('=') as [string, string]);
  const timestamp = parts.find(([key]) => key === 't')?.[1];
  if (!timestamp) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'));
  return parts.some(([key, value]) => key === 'v1' && value.length === expected.length && timingSafeEqual(Buffer.from(value), expected));
}

/** How many `v1=` signatures a header carries. */
export const signatureCount = (header: string): number => header.split(',').filter((part) => part.startsWith('v1=')).length;
