import { describe, expect, it } from 'vitest';
import { countriesResponse } from '#shared/schemas/countries.ts';
import { publicSettingsResponse, settingsVideoResponse } from '#shared/schemas/settings.ts';
import { routes } from '#shared/api/index.ts';
import { deployedPortalOrigin, useReadOnlyPortal } from './portal.ts';

/** Read-only: also the smoke test of a deployed portal (`npm run test:smoke`, API_TESTS_BASE_URL). */
const portal = useReadOnlyPortal();

describe('GET /settings', () => {
  it('answers the seeded settings to anyone, without the internal mail addresses', async () => {
    const answer = await portal.call('GET', '/settings');
    expect(answer.status).toBe(200);
    const settings = publicSettingsResponse.parse(answer.body).data;
    expect(settings.price_per_year).toBeGreaterThan(0);
    expect(settings.url_for_help_page.fo).toMatch(/^https:\/\//);
    expect(settings.url_for_privacy_policy.en).toMatch(/^https:\/\//);
    expect(answer.body.data).not.toHaveProperty('error_email');
    expect(answer.body.data).not.toHaveProperty('receipt_email');
  });

  it('answers the video address', async () => {
    const answer = await portal.call('GET', '/settings/video');
    expect(answer.status).toBe(200);
    expect(settingsVideoResponse.parse(answer.body).data).toHaveProperty('video_url');
  });
});

describe('GET /countries', () => {
  it('lists every ISO 3166 country with Faroese and English names and calling codes', async () => {
    const answer = await portal.call('GET', '/countries');
    expect(answer.status).toBe(200);
    const countries = countriesResponse.parse(answer.body).data;
    expect(countries).toHaveLength(249);
    expect(countries.find((country) => country.code === 'FO')).toEqual({ code: 'FO', name: { fo: 'Føroyar', en: 'Faroe Islands' }, phone_code: '+298' });
  });
});

// Locally the gateway hands every /api path to the contexts' routers; in AWS the HTTP API answers
// a path of no route itself, before any function (so these are not part of the smoke test).
describe.skipIf(deployedPortalOrigin())('unknown routes and methods', () => {
  it('answers 404 in the error shape, in Faroese by default and English on request', async () => {
    const faroese = await portal.call('GET', '/no-such-thing');
    expect(faroese.status).toBe(404);
    expect(faroese.body).toEqual({ error: { code: 'route_not_found', message: '404: Síðan finnist ikki' } });
    const english = await portal.call('GET', '/no-such-thing', { language: 'en-GB,en;q=0.9' });
    expect(english.body.error.message).toBe('404: Page not found');
  });

  it('answers 405 for a known path with another method', async () => {
    const answer = await portal.call('DELETE', '/settings');
    expect(answer.status).toBe(405);
    expect(answer.body.error.code).toBe('method_not_allowed');
  });
});

describe('GET /openapi.json', () => {
  it('describes every declared route as OpenAPI 3.1 with JSON schemas', async () => {
    const answer = await portal.call('GET', '/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    for (const route of routes) {
      const operation = answer.body.paths[`/api${route.path}`]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toMatchObject({ operationId: route.id });
    }
    const language = answer.body.paths['/api/users/me/language'].patch;
    expect(language.requestBody.content['application/json'].schema.properties.language.enum).toEqual(['fo', 'en']);
    expect(language.security).toBeUndefined();
    expect(answer.body.paths['/api/settings'].get.security).toEqual([]);
  });
});

describe('API answers', () => {
  it('carry the security headers of a JSON API, on success and on error', async () => {
    for (const path of deployedPortalOrigin() ? ['/settings'] : ['/settings', '/no-such-thing']) {
      const answer = await portal.call('GET', path);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
