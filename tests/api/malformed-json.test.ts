import { request as httpRequest } from 'node:http';
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RouteDeclaration } from '#shared/api/contract.ts';
import { routes } from '#shared/api/index.ts';
import { usePortal } from './portal.ts';

/**
 * Every route refuses a body that is not JSON it can read with 400 and the usual error body,
 * the routes that take no body included (a malformed body is a broken client, never ignored).
 * Generated from the contract, so a new route is covered the day it is declared. The webhooks
 * (`rawBody`) are the exception: they verify their sender's signature over the bytes as sent.
 */

const portal = usePortal();

/** Over node:http rather than fetch: fetch sends no body with a GET, and a GET with one must be refused too. */
function send(method: string, path: string, token: string | undefined, body: string, language: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      accept: 'application/json',
      'accept-language': language,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const outgoing = httpRequest(`${portal.runtime.url}/api${path}`, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A caller who passes the route's auth rule, so what is refused is the body. */
async function tokenFor(auth: RouteDeclaration['auth']): Promise<string | undefined> {
  if (auth === 'public') return undefined;
  if (auth === 'e-id') return portal.runtime.identityProvider!.signJwt({ sub: String(randomInt(1e9, 1e10)), name: 'Malformed Test' });
  return portal.tokens.admin;
}

describe('a malformed JSON body', () => {
  const declared: readonly RouteDeclaration[] = routes;
  const jsonRoutes = declared.filter((route) => !route.request?.rawBody);

  it('is checked on every route but the webhooks', () => {
    expect(jsonRoutes.length).toBeGreaterThan(100);
    expect(routes.length - jsonRoutes.length).toBeLessThanOrEqual(3);
  });

  for (const route of jsonRoutes) {
    const takes = route.request?.body ? 'a body' : 'no body';
    it(`${route.method} ${route.path} (takes ${takes}) → 400 malformed_request`, async () => {
      const path = route.path.replace(/\{(\w+)\}/g, 'unknown');
      const answer = await send(route.method, path, await tokenFor(route.auth), '{"name": "broken', 'fo');
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: { code: 'malformed_request', message: 'Fyrispurningurin kundi ikki lesast.' } });
    });
  }

  it('is answered in the caller’s language', async () => {
    const answer = await send('PATCH', '/users/me/notifications/mark-as-read', portal.tokens.user, '{', 'en');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'malformed_request', message: 'The request could not be read.' } });
  });

  it('leaves a well-formed empty body, or none, as it was', async () => {
    expect((await send('PATCH', '/users/me/notifications/mark-as-read', portal.tokens.user, '{}', 'en')).status).toBe(200);
    expect((await send('PATCH', '/users/me/notifications/mark-as-read', portal.tokens.user, '', 'en')).status).toBe(200);
  });
});
