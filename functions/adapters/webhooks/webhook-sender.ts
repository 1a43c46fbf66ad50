import { lookup as systemLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { WebhookSendResult } from '../../webhooks/model.ts';
import type { WebhookSender } from '../../webhooks/ports.ts';

/** Resolves a host name to its addresses (the system's resolver; tests give their own). */
export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

const resolveWithSystem: ResolveHost = (hostname) => systemLookup(hostname, { all: true, verbatim: true });

export interface WebhookSenderOptions {
  /** Whether an address the endpoint's name resolved to may never be reached (the webhooks context's rule, `addressRefused`). */
  refused: (address: string, url: URL) => boolean;
  timeoutMs?: number;
  /** The most of an answer read (then the connection is dropped). */
  maxAnswerBytes?: number;
  resolve?: ResolveHost;
}

/**
 * Posts deliveries to customers' endpoints without ever becoming a way into our network
 * (docs/decisions/webhooks.md): the name is resolved first and every address checked
 * (`refused`, the context's `addressRefused`: loopback, private, link-local and the metadata
 * address, CGNAT, multicast, IPv4-mapped), then the connection is made to the checked address (the request's `lookup`
 * answers it, so a second DNS answer cannot differ: DNS rebinding reaches nothing); no redirect is
 * followed (a 3xx is a failure), 5 seconds at most in all, and at most 4 KiB of the answer read.
 */
export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const maxAnswerBytes = options.maxAnswerBytes ?? 4096;
  const resolve = options.resolve ?? resolveWithSystem;

  return {
    async send({ url: text, body, headers }) {
      const started = performance.now();
      const done = (status: number | null, error: WebhookSendResult['error']): WebhookSendResult => ({ status, error, durationMs: Math.round(performance.now() - started) });
      const url = new URL(text);
      const hostname = url.hostname.replace(/^\[|\]$/g, '');
      let addresses: { address: string; family: number }[];
      try {
        addresses = isIP(hostname) ? [{ address: hostname, family: isIP(hostname) }] : await withTimeout(resolve(hostname), timeoutMs);
      } catch {
        return done(null, 'connection_failed');
      }
      // Every address the name has must be allowed: one refused is enough to refuse (an attacker's name may mix them).
      if (addresses.length === 0 || addresses.some(({ address }) => options.refused(address, url))) return done(null, 'address_refused');
      const checked = addresses[0]!;
      const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
        if ((lookupOptions as { all?: boolean }).all) (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [checked]);
        else callback(null, checked.address, checked.family);
      };
      const remaining = Math.max(1, Math.round(timeoutMs - (performance.now() - started)));
      return new Promise<WebhookSendResult>((settle) => {
        const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
          url,
          { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup, signal: AbortSignal.timeout(remaining) },
          (response: IncomingMessage) => {
            const status = response.statusCode ?? null;
            let read = 0;
            response.on('data', (chunk: Buffer) => {
              read += chunk.length;
              if (read >= maxAnswerBytes) response.destroy();
            });
            const finish = () => {
              if (status !== null && status >= 300 && status < 400) settle(done(status, 'redirect'));
              else if (status !== null && status >= 200 && status < 300) settle(done(status, null));
              else settle(done(status, 'http_status'));
            };
            response.on('end', finish);
            response.on('close', finish);
            response.on('error', finish);
          },
        );
        request.on('error', (error: Error & { code?: string }) => {
          settle(done(null, error.name === 'AbortError' || error.name === 'TimeoutError' || error.code === 'ABORT_ERR' ? 'timeout' : 'connection_failed'));
        });
        request.end(body);
      });
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<T>((_, fail) => (timer = setTimeout(() => fail(new Error('timeout')), ms)))]).finally(() => clearTimeout(timer));
}
