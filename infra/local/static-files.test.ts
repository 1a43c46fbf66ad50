import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../web/security-headers.ts';
import { createGateway } from './gateway.ts';
import { chooseEncoding } from './static-files.ts';

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'br'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['deflate', 'identity'],
    ['GZIP', 'gzip'],
  ])('Accept-Encoding %j → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

/** The built SPA as the gateway finds it: index.html, a hashed bundle, a small file and an image. */
const root = mkdtempSync(join(tmpdir(), 'okisnavn-static-'));
const bundle = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `Økisnavn tekstur nummar ${index}`))};\n`;
const html = `<!doctype html><html lang="fo"><head><title>Økisnavn</title></head><body><div id="root"></div>${'<!-- filler -->'.repeat(100)}<script type="module" src="/assets/index-abc123.js"></script></body></html>`;
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), html);
writeFileSync(join(root, 'assets', 'index-abc123.js'), bundle);
writeFileSync(join(root, 'assets', 'tiny-abc123.js'), 'export {};\n');
writeFileSync(join(root, 'favicon.png'), Buffer.alloc(4000, 7));

let server: Server;
let port: number;
beforeAll(async () => {
  server = createGateway({
    routes: [],
    originSecret: 'no-api-routes-here-so-never-checked',
    handlerOf: () => {
      throw new Error('no API here');
    },
    authorizer: () => Promise.reject(new Error('no API here')),
    localPages: (_request, url) => Promise.resolve(url.pathname === '/config.json' ? { status: 200, type: 'application/json', body: '{"apiBase":"/api"}' } : null),
    webRoot: root,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

/** A raw HTTP request (fetch would negotiate and decode on its own): status, headers and the bytes as sent. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('the local gateway serves the built SPA as CloudFront does', () => {
  it('sends a hashed bundle brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const answer = await get('/assets/index-abc123.js', browser);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(bundle) / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(bundle);
  });

  it('sends gzip to a client without brotli, and the file as it is to one that accepts no coding', async () => {
    const gzipped = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(bundle);
    const refusedBrotli = await get('/assets/index-abc123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refusedBrotli.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The answer depends on Accept-Encoding even when it is not compressed: caches must keep them apart.
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(bundle);
  });

  it('answers a client route with index.html compressed, revalidated on every visit, with the security headers', async () => {
    const answer = await get('/login', browser);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(answer.body).toString()).toBe(html);
    for (const [name, value] of Object.entries(securityHeaders())) expect(answer.headers[name], name).toBe(value);
  });

  it('revalidates with the ETag: an unchanged file answers 304 without a body', async () => {
    const first = await get('/', browser);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/', { ...browser, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The uncompressed representation has the same content, so its strong tag matches too.
    const plain = await get('/');
    expect((await get('/', { 'if-none-match': plain.headers.etag! })).status).toBe(304);
    expect((await get('/', { ...browser, 'if-none-match': '"something-else"' })).status).toBe(200);
  });

  it('compresses neither files under 1,000 bytes nor images (as CloudFront does not)', async () => {
    const tiny = await get('/assets/tiny-abc123.js', browser);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers.vary).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
    const image = await get('/favicon.png', browser);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('no-cache');
    expect(image.body.length).toBe(4000);
  });

  it('answers HEAD with the headers and length of the GET, and no body', async () => {
    const full = await get('/assets/index-abc123.js', browser);
    const head = await get('/assets/index-abc123.js', browser, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.body.length).toBe(0);
  });

  it('compresses each file once, and again only when the build changed it', async () => {
    const file = join(root, 'assets', 'index-abc123.js');
    const built = new Date('2026-11-26T06:00:00Z');
    utimesSync(file, built, built);
    const first = await get('/assets/index-abc123.js', browser);
    // The bytes on disk replaced by others of the same size and time: the kept compression still answers.
    const changed = bundle.replaceAll('tekstur', 'tekstir');
    expect(Buffer.byteLength(changed)).toBe(Buffer.byteLength(bundle));
    writeFileSync(file, changed);
    utimesSync(file, built, built);
    const cached = await get('/assets/index-abc123.js', browser);
    expect(cached.body.equals(first.body)).toBe(true);
    // A rebuilt file (a new modification time) is read and compressed again.
    const rebuiltAt = new Date(built.getTime() + 5000);
    utimesSync(file, rebuiltAt, rebuiltAt);
    const rebuilt = await get('/assets/index-abc123.js', browser);
    expect(brotliDecompressSync(rebuilt.body).toString()).toBe(changed);
    expect(rebuilt.headers.etag).not.toBe(first.headers.etag);
    writeFileSync(file, bundle);
  });

  it('serves /config.json revalidated, as the deployment uploads it, and a missing asset as 404', async () => {
    const config = await get('/config.json', browser);
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.headers['content-security-policy']).toBe(securityHeaders()['content-security-policy']);
    expect((await get('/assets/gone-000000.js', browser)).status).toBe(404);
  });
});
