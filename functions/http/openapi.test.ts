import { describe, expect, it } from 'vitest';
import { routes } from '#shared/api/index.ts';
import { apiDocumentText, openApiDocument } from './openapi.ts';

const document = openApiDocument(routes);
type Parameter = { name: string; in: string; required: boolean; schema: Record<string, unknown> };
const parametersOf = (path: string, method: string) => (document.paths[`/api${path}`]?.[method] as { parameters: Parameter[] }).parameters;

describe('the OpenAPI document from the contract', () => {
  it('names the risky changes that need a fresh sign-in, and for a two-way route the direction', () => {
    const operation = (path: string, method: string) => document.paths[`/api${path}`]?.[method] as Record<string, unknown>;
    expect(operation('/domains/{domainId}/name-servers', 'put')['x-step-up']).toBe(true);
    expect(operation('/domains/{domainId}/transfer-lock', 'put')['x-step-up']).toEqual({ when: { locked: false } });
    expect(operation('/domains/{domainId}/name-servers', 'get')).not.toHaveProperty('x-step-up');
  });

  it('names the API token scope of each public API route, and of no other', () => {
    const operation = (path: string, method: string) => document.paths[`/api${path}`]?.[method] as Record<string, unknown>;
    expect(operation('/domains/{domainId}/dns-records', 'post')['x-token-scope']).toBe('dns:write');
    expect(operation('/domains', 'get')['x-token-scope']).toBe('domains:read');
    expect(operation('/users/me', 'get')).not.toHaveProperty('x-token-scope');
  });

  it('describes the query parameters', () => {
    expect(parametersOf('/domains/availability', 'get')).toContainEqual(
      expect.objectContaining({ name: 'domains', in: 'query', required: true, schema: expect.objectContaining({ type: 'string', maxLength: 2000 }) }),
    );
    expect(parametersOf('/orders/{orderId}/receipt', 'get')).toContainEqual(
      expect.objectContaining({ name: 'language', in: 'query', required: false, schema: { type: 'string', enum: ['fo', 'en'] } }),
    );
    expect(parametersOf('/domains/{domainId}/dnssec/ds-records/{dsId}', 'delete')).toContainEqual(expect.objectContaining({ name: 'understood', in: 'query', required: true }));
  });

  it('describes the declared headers, and the path parameters', () => {
    for (const [path, method] of [
      ['/orders', 'post'],
      ['/domains/{domainId}/renewals', 'post'],
    ] as const) {
      expect(parametersOf(path, method)).toContainEqual(
        expect.objectContaining({
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          schema: expect.objectContaining({ type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,128}$' }),
        }),
      );
    }
    expect(parametersOf('/orders', 'get').map((parameter) => parameter.name)).toEqual(['team_id', 'Accept-Language']);
    expect(parametersOf('/domains/{domainId}/renewals', 'post')).toContainEqual({ name: 'domainId', in: 'path', required: true, schema: { type: 'string' } });
  });

  it('is the text shipped beside the settings Lambda and served locally (infra/api-document.ts)', () => {
    expect(JSON.parse(apiDocumentText())).toEqual(document);
  });
});
