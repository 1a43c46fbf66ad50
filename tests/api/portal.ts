import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { type LocalRuntime, type LocalRuntimeOptions, startLocalRuntime } from '#infra/local/runtime.ts';

/** An answer's parsed JSON as the API tests read it: any shape, which the assertions check. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests reach into JSON bodies of every shape
export type Json = any;

export interface ApiAnswer<T = Json> {
  status: number;
  headers: Headers;
  body: T;
}

export interface Portal {
  runtime: LocalRuntime;
  /** The seeded demo users' development tokens. */
  tokens: { admin: string; user: string };
  call<T = Json>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; rawBody?: string; contentType?: string; language?: string; headers?: Record<string, string> },
  ): Promise<ApiAnswer<T>>;
}

/**
 * Starts the local runtime in this test file's process, on a free port, with its own table in
 * the shared DynamoDB Local, and calls it over real HTTP.
 */
export function usePortal(
  options: Pick<LocalRuntimeOptions, 'queueRetryDelayMs'> & {
    /** Settings of the functions' configuration, read when the runtime starts (after the earlier `beforeAll`s ran). */
    functionSettings?: () => Record<string, string>;
  } = {},
): Portal {
  const portal = {} as Portal;
  beforeAll(async () => {
    portal.runtime = await startLocalRuntime({
      port: 0,
      dynamoDbEndpoint: inject('dynamoDbEndpoint'),
      tableName: `api-${randomUUID()}`,
      scheduler: false,
      queueRetryDelayMs: options.queueRetryDelayMs,
      // Passwords hashed at the test cost (functions/auth/password.ts, `testParameters`): the sign-ups and sign-ins are most of the API tests' CPU otherwise.
      functionSettings: { PASSWORD_HASHING: 'test', ...options.functionSettings?.() },
    });
    const byAdmin = (admin: boolean) => portal.runtime.demoSignIns.find((demo) => demo.is_admin === admin)!.token;
    portal.tokens = { admin: byAdmin(true), user: byAdmin(false) };
    portal.call = callerOf(portal.runtime.url);
  });
  afterAll(async () => {
    await portal.runtime?.stop();
  });
  return portal;
}

/** Calls `<origin>/api<path>` over HTTP and parses the answer as the tests read it. */
function callerOf(origin: string): Portal['call'] {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.language) headers['accept-language'] = options.language;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    const response = await fetch(`${origin}/api${path}`, { method, headers, body });
    // Files (receipts) come back as bytes; everything else is JSON.
    if (!/json/.test(response.headers.get('content-type') ?? 'json'))
      return { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) };
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  };
}

/**
 * The portal a read-only test file calls: with `API_TESTS_BASE_URL` (a deployed portal's origin,
 * `https://staging.okisnavn.fo`) that portal, through its CloudFront like a browser — the smoke
 * test after each deploy (`npm run test:smoke`, .github/workflows/deploy.yml); otherwise the local
 * runtime, as `usePortal`. Only `call`: such a file reads, signs no one in and changes nothing.
 */
export function useReadOnlyPortal(): Pick<Portal, 'call'> {
  const deployed = deployedPortalOrigin();
  if (!deployed) return usePortal();
  return { call: callerOf(deployed) };
}

/** `API_TESTS_BASE_URL` without a trailing slash, or nothing for the local runtime. */
export function deployedPortalOrigin(): string | undefined {
  const origin = process.env.API_TESTS_BASE_URL?.trim().replace(/\/+$/, '');
  if (origin && !/^https?:\/\/[^/]+$/.test(origin)) throw new Error(`API_TESTS_BASE_URL must be an origin (https://host), got "${origin}"`);
  return origin || undefined;
}
