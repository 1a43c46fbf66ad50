import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './accounts.ts';
import { type Portal, usePortal } from './portal.ts';

/**
 * Never a way into our network (issue 30): with the local setting OFF (as in every deployment),
 * endpoints on our own addresses are accepted as https URLs but every delivery to them is refused
 * after resolving the name, before any connection: 127.0.0.1, ::1, 10.0.0.1, 169.254.169.254, and
 * a name that resolves to 127.0.0.1 (`localhost`). A TCP listener on the loopback address counts
 * connections: none arrives. And plain http://localhost is refused when added.
 */

const portal: Portal = usePortal();
let owner: { email: string; token: string; userId: string };
let listener: Server;
let port: number;
const connections: Socket[] = [];

beforeAll(async () => {
  owner = await newAccount(portal);
  listener = createServer((socket) => {
    connections.push(socket);
    socket.destroy();
  });
  await new Promise<void>((done) => listener.listen(0, '127.0.0.1', done));
  port = (listener.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => listener.close(() => done())));

describe('deliveries to our own network', () => {
  it.each([
    ['127.0.0.1', () => `https://127.0.0.1:${port}/hook`],
    ['::1', () => `https://[::1]:${port}/hook`],
    ['10.0.0.1', () => 'https://10.0.0.1/hook'],
    ['169.254.169.254 (the metadata address)', () => 'https://169.254.169.254/latest/meta-data/'],
    ['a name resolving to 127.0.0.1', () => `https://localhost:${port}/hook`],
  ])('are refused at delivery: %s', async (_name, url) => {
    const created = await portal.call('POST', '/webhook-endpoints', { token: owner.token, body: { name: 'Inside', url: url(), events: ['domain.renewed'] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const test = await portal.call('POST', `/webhook-endpoints/${created.body.data.id}/test`, { token: owner.token });
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    expect(test.body.data).toMatchObject({ ok: false, status: null, error: 'address_refused' });
    const listed = await portal.call('GET', `/webhook-endpoints/${created.body.data.id}/deliveries`, { token: owner.token });
    expect(listed.body.data[0]).toMatchObject({ error: 'address_refused', status: null });
    expect(connections).toHaveLength(0);
  });

  it('refuse plain http://localhost when the local setting is off', async () => {
    const created = await portal.call('POST', '/webhook-endpoints', {
      token: owner.token,
      language: 'en',
      body: { name: 'Local', url: `http://localhost:${port}/hook`, events: ['domain.renewed'] },
    });
    expect(created.status).toBe(422);
    expect(created.body.error.fields.url).toBe('Enter an https:// address, e.g. https://example.com/hooks/okisnavn.');
  });
});
