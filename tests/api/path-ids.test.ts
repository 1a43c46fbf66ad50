import { describe, expect, it } from 'vitest';
import type { RouteDeclaration } from '#shared/api/contract.ts';
import { type RouteId, routes } from '#shared/api/index.ts';
import { usePortal } from './portal.ts';

/**
 * Ids in the path that cannot exist answer 404 (or 400), never 500 — for every route with a
 * path id, generated from the routes declaration so a new route is covered as it is declared.
 */

/** Each as it goes on the wire (already percent-encoded where it needs to be). */
const impossibleIds: Record<string, string> = {
  'a 3000-character id': 'a'.repeat(3000),
  'an encoded slash': 'a%2Fb',
  'a lone encoded slash': '%2F',
  'an encoded NUL': 'a%00b',
  'a Faroese letter': `f${encodeURIComponent('ø')}royar`,
  'an emoji': encodeURIComponent('😀'),
  'a long unicode id': encodeURIComponent('ø'.repeat(1500)),
  'a malformed percent-encoding': '%E0%A4%A',
  'an encoded percent sign': '%25E0%25A4%25A',
};

/** Where a route refuses a request without its query before looking at the ids. */
const plausibleQuery: Partial<Record<RouteId, string>> = { removeDomainDsRecord: '?understood=true' };

const withPathIds = (routes as readonly RouteDeclaration[]).filter((route) => /\{\w+\}/.test(route.path));
const portal = usePortal();

/** A plausible id for the parameters not under test: the caller's own domain where there is one. */
async function otherIds(token: string | undefined): Promise<(name: string) => string> {
  const domains = token ? await portal.call<{ data: { id: string }[] }>('GET', '/domains', { token }) : undefined;
  const ownDomain = domains?.body.data?.[0]?.id;
  return (name) => (name === 'domainId' && ownDomain ? ownDomain : '00000000-0000-4000-8000-000000000000');
}

describe('ids in the path that cannot exist', () => {
  it('covers the routes with path ids', () => {
    expect(withPathIds.length).toBeGreaterThan(10);
  });

  for (const caller of ['anonymous', 'user'] as const) {
    for (const route of withPathIds) {
      it(`${route.method} ${route.path} as ${caller} → 404 or 400`, async () => {
        const token = caller === 'user' ? portal.tokens.user : undefined;
        const plausible = await otherIds(token);
        const parameterNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
        const answers: string[] = [];
        for (const name of parameterNames) {
          for (const [label, id] of Object.entries(impossibleIds)) {
            const path = route.path.replace(/\{(\w+)\}/g, (_, other: string) => (other === name ? id : plausible(other))) + (plausibleQuery[route.id as RouteId] ?? '');
            const body = route.request?.body ? {} : undefined;
            const answer = await portal.call(route.method, path, { token, body });
            answers.push(`${name} as ${label}: ${answer.status}`);
          }
        }
        expect(answers.filter((line) => !/: (404|400)$/.test(line))).toEqual([]);
      });
    }
  }
});
