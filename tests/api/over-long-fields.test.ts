import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pathParamNames, type RouteDeclaration } from '#shared/api/contract.ts';
import { routes } from '#shared/api/index.ts';
import { requestStrings } from '#shared/schemas/request-strings.ts';
import { maxIdLength } from '#shared/schemas/common.ts';
import { usePortal } from './portal.ts';

/**
 * Every string a request can carry, sent one character over its maximum (or, where a format or
 * pattern fixes the length, far over it), is refused as bad input: 422 naming the field (or 400),
 * never a 500 from deeper down (a DynamoDB key past its 2 KB limit was one). Generated from the
 * contract's request schemas, so a new route or field is covered the day it is declared;
 * `shared/schemas/request-strings.test.ts` makes sure each has a maximum.
 */

const portal = usePortal();
const declared: readonly RouteDeclaration[] = routes;

/** A caller who passes the route's auth rule, so what is refused is the input. */
async function tokenFor(auth: RouteDeclaration['auth']): Promise<string | undefined> {
  if (auth === 'public') return undefined;
  if (auth === 'e-id') return portal.runtime.identityProvider!.signJwt({ sub: String(randomInt(1e9, 1e10)), name: 'Over Long' });
  return portal.tokens.admin;
}

const overLong = (maxLength: number) => 'a'.repeat(Number.isFinite(maxLength) ? maxLength + 1 : 5000);

describe('a string over its maximum', () => {
  const cases = declared.flatMap((route) => requestStrings(route).map((field) => ({ route, field })));

  it('is tried for every string of every request', () => {
    expect(cases.length).toBeGreaterThan(150);
    expect(cases.some(({ route, field }) => route.id === 'setAutoRenewal' && field.path.join('.') === 'payment_card_id')).toBe(true);
  });

  const seen = new Set<string>();
  for (const { route, field } of cases) {
    const value = overLong(field.maxLength ?? 5000);
    const input = field.holding(value);
    const name = `${route.method} ${route.path} ${field.part} ${field.path.join('.')} (${value.length} characters)`;
    const key = `${name} ${JSON.stringify(field.holding('x'))}`;
    if (seen.has(key)) continue;
    seen.add(key);
    it(`${name} → 422, never 500`, async () => {
      const path = route.path.replace(/\{(\w+)\}/g, 'unknown');
      const query = field.part === 'query' ? `?${new URLSearchParams(input as Record<string, string>).toString()}` : '';
      const answer = await portal.call(route.method, path + query, {
        token: await tokenFor(route.auth),
        body: field.part === 'body' ? input : undefined,
        headers: field.part === 'headers' ? (input as Record<string, string>) : undefined,
      });
      expect([400, 422], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 422) {
        // The field itself (or the union or list around it) is named.
        const fields = Object.keys(answer.body.error.fields ?? {});
        const at = field.path.join('.');
        expect(
          fields.some((named) => at === named || at.startsWith(`${named}.`)),
          `${at} in ${fields.join(', ')}`,
        ).toBe(true);
      }
    });
  }

  it('in the auto-renewal’s payment_card_id (2,100 characters, past a DynamoDB key’s 2 KB) is refused with the field named', async () => {
    const answer = await portal.call('PUT', '/domains/unknown/auto-renewal', {
      token: portal.tokens.user,
      language: 'en',
      body: { enabled: true, terms_accepted: true, payment_card_id: 'c'.repeat(2100) },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual({ payment_card_id: 'This value is not allowed.' });
  });
});

describe('an id in the path over its maximum', () => {
  for (const route of declared.filter((candidate) => pathParamNames(candidate.path).length > 0)) {
    for (const name of pathParamNames(route.path)) {
      it(`${route.method} ${route.path} {${name}} of ${maxIdLength + 1} and 2,100 characters → 404, never 500`, async () => {
        for (const length of [maxIdLength + 1, 2100]) {
          const path = route.path.replace(/\{(\w+)\}/g, (_, param: string) => (param === name ? 'a'.repeat(length) : 'unknown'));
          const answer = await portal.call(route.method, path, { token: await tokenFor(route.auth) });
          expect(answer.status).toBe(404);
        }
      });
    }
  }
});
