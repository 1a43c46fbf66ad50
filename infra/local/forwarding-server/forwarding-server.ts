import { createServer, type Server } from 'node:http';
import type { ForwardingRedirect, ForwardingStore } from '#functions/ports/forwarding-store.ts';

/**
 * The local forwarding service (CloudFront and its function, in AWS): a request for a forwarded
 * host name (the Host header) is answered with its redirect; the path and query are kept when
 * the rule says so. Anything else is a plain 404.
 */
export interface LocalForwardingServer {
  host: string;
  port: number;
  stop(): Promise<void>;
}

/** Where a request for `path` (with its query) goes under a rule. */
export function redirectLocation(redirect: ForwardingRedirect, path: string): string {
  if (!redirect.keepPath) return redirect.url;
  const target = new URL(redirect.url);
  const request = new URL(path, 'http://forwarded.invalid');
  target.pathname = `${target.pathname.replace(/\/+$/, '')}${request.pathname}`;
  if (request.search) target.search = request.search;
  return target.toString();
}

export async function startForwardingServer(options: {
  store: Pick<ForwardingStore, 'find'>;
  host?: string;
  port?: number;
  /** When the port is taken (another runtime on this machine), take a free one instead of failing. */
  orFreePort?: boolean;
}): Promise<LocalForwardingServer> {
  const host = options.host ?? '127.0.0.1';
  const server: Server = createServer((request, response) => {
    const name = (request.headers.host ?? '').replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
    options.store
      .find(name)
      .then((redirect) => {
        if (!redirect) {
          response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`No forwarding for ${name || 'this host'}\n`);
          return;
        }
        const location = redirectLocation(redirect, request.url ?? '/');
        response
          .writeHead(redirect.statusCode, { location, 'content-type': 'text/plain; charset=utf-8', 'cache-control': redirect.statusCode === 301 ? 'max-age=3600' : 'no-store' })
          .end(`${location}\n`);
      })
      .catch((error: unknown) => {
        console.error('forwarding server', error);
        response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end('Forwarding failed\n');
      });
  });
  const listen = (port: number) =>
    new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(port, host, () => {
        server.off('error', fail);
        done();
      });
    });
  try {
    await listen(options.port ?? 0);
  } catch (error) {
    if (!options.orFreePort || (error as { code?: string }).code !== 'EADDRINUSE') throw error;
    console.warn(`Forwarding port ${options.port} is taken; the local forwarding server takes a free port instead.`);
    await listen(0);
  }
  const address = server.address();
  return {
    host,
    port: typeof address === 'object' && address ? address.port : 0,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
