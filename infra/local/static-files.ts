import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/**
 * The built SPA's files as CloudFront serves them from the site bucket (infra/stacks/web-stack.ts):
 * compressed with brotli or gzip by the viewer's `Accept-Encoding` (CloudFront's "compress
 * objects automatically": text types from 1,000 bytes to 10 MB, brotli preferred, `Vary:
 * Accept-Encoding`), Vite's content-hashed `assets/` cached for a year, everything else
 * revalidated (`no-cache`, as the deployment uploads it), with an ETag for the revalidation.
 *
 * Each file is read and compressed once (on its first request, off the event loop) and kept in
 * memory with its size and modification time; a rebuilt file is read again.
 */

export type ContentEncoding = 'br' | 'gzip' | 'identity';

export const immutableCaching = 'public, max-age=31536000, immutable';
export const revalidate = 'no-cache';

/** CloudFront's bounds for compressing an object. */
const minimumCompressedBytes = 1000;
const maximumCompressedBytes = 10_000_000;

/**
 * Levels near what a CDN compresses with on the fly (CloudFront does not say which it uses), so
 * that what `npm run bench` measures is not smaller than what a visitor gets: brotli 11 would be
 * about 7 % smaller again on the SPA (a precompressed upload's gain, not taken here).
 */
const brotliQuality = 5;
const gzipLevel = 6;

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The types CloudFront compresses (its list, restricted to what the SPA has); images and fonts are compressed already. */
const compressibleTypes = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml|image\/x-icon)/;

export function contentTypeOf(path: string): string {
  return types[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli when accepted, else gzip,
 * else none. `q=0` refuses a coding; `*` stands for any coding not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0 || (weights.get('x-gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

/** `public, max-age=31536000, immutable` for Vite's hashed assets, `no-cache` for the rest. */
export function cacheControlOf(relativePath: string): string {
  return relativePath.replaceAll(sep, '/').startsWith('assets/') ? immutableCaching : revalidate;
}

interface LoadedFile {
  size: number;
  mtimeMs: number;
  type: string;
  hash: string;
  /** Only for compressible files within CloudFront's bounds. */
  variants: Promise<{ identity: Buffer; br?: Buffer; gzip?: Buffer }>;
}

export interface StaticAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  /** Empty for 304 and for HEAD. */
  body: Buffer;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

async function load(file: string, size: number, mtimeMs: number): Promise<LoadedFile> {
  const identity = await readFile(file);
  const type = contentTypeOf(file);
  const compressible = compressibleTypes.test(type) && identity.length >= minimumCompressedBytes && identity.length <= maximumCompressedBytes;
  const variants = compressible
    ? Promise.all([
        compressBrotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
        compressGzip(identity, { level: gzipLevel }),
      ]).then(([br, gz]) => ({ identity, br, gzip: gz }))
    : Promise.resolve({ identity });
  return { size, mtimeMs, type, hash: createHash('sha256').update(identity).digest('base64url').slice(0, 22), variants };
}

/** The files under one web root, each compressed once. */
export function createStaticFiles() {
  const cache = new Map<string, Promise<LoadedFile>>();

  async function loaded(file: string): Promise<LoadedFile> {
    const { size, mtimeMs } = await stat(file);
    const cached = await cache.get(file)?.catch(() => undefined);
    if (cached && cached.size === size && cached.mtimeMs === mtimeMs) return cached;
    const next = load(file, size, mtimeMs);
    cache.set(file, next);
    return next;
  }

  /**
   * The answer for `file` (an absolute path inside the web root; `relativePath` decides its
   * caching) to a GET or HEAD with these request headers.
   */
  async function answer(
    file: string,
    relativePath: string,
    request: { method?: string; headers: { 'accept-encoding'?: string; 'if-none-match'?: string } },
  ): Promise<StaticAnswer> {
    const entry = await loaded(file);
    const variants = await entry.variants;
    const compressible = variants.br !== undefined;
    const wanted = compressible ? chooseEncoding(request.headers['accept-encoding']) : 'identity';
    const body = variants[wanted] ?? variants.identity;
    // A compressed answer is another representation: its validator is weak (as CloudFront and nginx make it).
    const etag = wanted === 'identity' ? `"${entry.hash}"` : `W/"${entry.hash}"`;
    const headers: Record<string, string> = {
      'content-type': entry.type,
      'cache-control': cacheControlOf(relativePath),
      etag,
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
      ...(wanted === 'identity' ? {} : { 'content-encoding': wanted }),
    };
    const matches = request.headers['if-none-match']
      ?.split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === '*' || tag === `"${entry.hash}"`);
    if (matches) return { status: 304, headers, body: Buffer.alloc(0) };
    headers['content-length'] = String(body.length);
    return { status: 200, headers, body: request.method === 'HEAD' ? Buffer.alloc(0) : body };
  }

  return { answer };
}

export type StaticFiles = ReturnType<typeof createStaticFiles>;
