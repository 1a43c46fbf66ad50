import { describe, expect, it } from 'vitest';
import { type RouteId, routes } from '../../functions/http/routes.ts';
import { usePortal } from './portal.ts';

/**
 * Every route × caller → the status the caller gets. Typed over every route id, so a new
 * route without its row does not compile, and the first test fails if one slips through.
 * Rows for team members, team owners and domain shares arrive with teams and domains.
 */
type Caller = 'anonymous' | 'user' | 'admin';
const matrix: Record<RouteId, { request?: { body?: unknown }; expect: Record<Caller, number> }> = {
  getSettings: { expect: { anonymous: 200, user: 200, admin: 200 } },
  getSettingsVideo: { expect: { anonymous: 200, user: 200, admin: 200 } },
  listCountries: { expect: { anonymous: 200, user: 200, admin: 200 } },
  getOpenApiDocument: { expect: { anonymous: 200, user: 200, admin: 200 } },
  getCurrentUser: { expect: { anonymous: 401, user: 200, admin: 200 } },
  updateCurrentUserLanguage: { request: { body: { language: 'fo' } }, expect: { anonymous: 401, user: 200, admin: 200 } },
};

const portal = usePortal();

describe('authorization matrix', () => {
  it('has a row for every declared route', () => {
    expect(Object.keys(matrix).sort()).toEqual(routes.map((route) => route.id).sort());
  });

  for (const route of routes) {
    for (const caller of ['anonymous', 'user', 'admin'] as const) {
      it(`${route.method} ${route.path} as ${caller} → ${matrix[route.id].expect[caller]}`, async () => {
        const token = caller === 'anonymous' ? undefined : portal.tokens[caller];
        const path = route.path.replace(/\{(\w+)\}/g, 'unknown');
        const answer = await portal.call(route.method, path, { token, body: matrix[route.id].request?.body });
        expect(answer.status).toBe(matrix[route.id].expect[caller]);
      });
    }
  }
});
