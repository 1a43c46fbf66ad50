import { Agent, request as httpRequest } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { usePortal } from './portal.ts';

/**
 * A body over HTTP API's 10 MB payload limit answers 413, as API Gateway does, and the
 * keep-alive connection it came on keeps answering the next requests.
 */

interface Answer {
  status: number;
  body: string;
  /** The client end of the connection it travelled on. */
  localPort: number | undefined;
  ms: number;
}

const portal = usePortal();
// One socket for every request: the ones after the large body travel on its connection.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

function send(method: string, path: string, options: { body?: Buffer; chunked?: boolean } = {}): Promise<Answer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { accept: 'application/json', 'content-type': 'application/json' };
    if (options.body && !options.chunked) headers['content-length'] = options.body.length;
    const outgoing = httpRequest(`${portal.runtime.url}/api${path}`, { method, agent, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      const localPort = incoming.socket.localPort;
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), localPort, ms: Date.now() - started }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    if (!options.body) return void outgoing.end();
    if (!options.chunked) return void outgoing.end(options.body);
    // Without content-length: the limit is found while reading, 1 MB at a time.
    for (let offset = 0; offset < options.body.length; offset += 1024 * 1024) outgoing.write(options.body.subarray(offset, offset + 1024 * 1024));
    outgoing.end();
  });
}

const thirteenMegabytes = () => Buffer.alloc(13 * 1024 * 1024, 'a');

describe('a body over 10 MB', () => {
  for (const chunked of [false, true]) {
    const how = chunked ? 'sent chunked' : 'with its content-length';
    it(`${how} answers 413 and leaves the connection usable`, async () => {
      const first = await send('GET', '/settings'); // opens the one socket

      const refused = await send('POST', '/auth/login', { body: thirteenMegabytes(), chunked });
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body).error.code).toBe('payload_too_large');

      const next = await send('GET', '/settings');
      expect(next.status).toBe(200);
      expect([refused.localPort, next.localPort]).toEqual([first.localPort, first.localPort]);
      expect(next.ms).toBeLessThan(1000);

      const afterThat = await send('POST', '/auth/login', { body: Buffer.from(JSON.stringify({ code: '123456', verification_id: 'unknown' })) });
      expect(afterThat.status).toBe(422);
      expect(afterThat.ms).toBeLessThan(1000);
      expect(afterThat.localPort).toBe(first.localPort);
    });
  }
});
