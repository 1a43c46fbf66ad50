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
      functionSettings: options.functionSettings?.(),
    });
    const byAdmin = (admin: boolean) => portal.runtime.demoSignIns.find((demo) => demo.is_admin === admin)!.token;
    portal.tokens = { admin: byAdmin(true), user: byAdmin(false) };
    portal.call = async (method, path, options = {}) => {
      const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.language) headers['accept-language'] = options.language;
      let body: string | undefined = options.rawBody;
      if (options.body !== undefined) body = JSON.stringify(options.body);
      if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
      const response = await fetch(`${portal.runtime.url}/api${path}`, { method, headers, body });
      // Files (receipts) come back as bytes; everything else is JSON.
      if (!/json/.test(response.headers.get('content-type') ?? 'json'))
        return { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) };
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
    };
  });
  afterAll(async () => {
    await portal.runtime?.stop();
  });
  return portal;
}
