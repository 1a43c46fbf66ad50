import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookSender, type ResolveHost } from './webhook-sender.ts';
import { senderRefuses } from '../../webhooks/webhook-rules.ts';

/**
 * The sender with the webhooks context's address rule, against a real HTTP server on 127.0.0.1: it resolves once, refuses a name with any
 * address of our network, connects to the address it checked (a second DNS answer never counts),
 * reads no more than it must, gives up after its timeout.
 */
let server: Server;
let port: number;
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(`${request.headers.host} ${request.url}`);
    if (request.url === '/slow') return void setTimeout(() => response.end('late'), 2_000);
    if (request.url === '/big') return void response.end('x'.repeat(1_000_000));
    response.end('ok');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const send = (sender: ReturnType<typeof createWebhookSender>, url: string) => sender.send({ url, body: '{}', headers: { 'content-type': 'application/json' } });

describe('the webhook sender', () => {
  it('refuses a name that resolves to a loopback, private or metadata address, and connects to nothing', async () => {
    for (const answer of [['127.0.0.1'], ['10.0.0.1'], ['169.254.169.254'], ['::1'], ['93.184.215.14', '192.168.0.10']]) {
      const resolve: ResolveHost = async () => answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
      const before = requests.length;
      expect(await send(createWebhookSender({ refused: senderRefuses(false), resolve }), `https://hooks.example.com:${port}/`)).toMatchObject({
        status: null,
        error: 'address_refused',
      });
      expect(requests.length).toBe(before);
    }
  });

  it('connects to the address it checked: the name is resolved once, a rebinding second answer is never asked', async () => {
    let lookups = 0;
    // The first answer is the one allowed here (the local setting's loopback); any later one would be the metadata address.
    const resolve: ResolveHost = async () => [{ address: lookups++ === 0 ? '127.0.0.1' : '169.254.169.254', family: 4 }];
    const result = await send(createWebhookSender({ refused: senderRefuses(true), resolve }), `http://localhost:${port}/checked`);
    expect(result).toMatchObject({ status: 200, error: null });
    expect(lookups).toBe(1);
    expect(requests.at(-1)).toBe(`localhost:${port} /checked`);
  });

  it('gives up after its timeout, and reads no more than its cap of a long answer', async () => {
    const sender = createWebhookSender({ refused: senderRefuses(true), timeoutMs: 300 });
    const started = Date.now();
    expect(await send(sender, `http://127.0.0.1:${port}/slow`)).toMatchObject({ status: null, error: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await send(createWebhookSender({ refused: senderRefuses(true) }), `http://127.0.0.1:${port}/big`)).toMatchObject({ status: 200, error: null });
  });
});
