import { describe, expect, it } from 'vitest';
import type { RouteDeclaration } from '#shared/api/contract.ts';
import { routes } from '#shared/api/index.ts';
import { apiDocumentText, openApiDocument } from './openapi.ts';
import { routeExamples } from './openapi-examples.ts';

const document = openApiDocument(routes);
/** The routes as the generator reads them (each may declare a token scope, a body, a query). */
const declared: readonly RouteDeclaration[] = routes;
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

  it('covers every public API route at its path and method with its scope, and names no scope the contract does not', () => {
    const publicRoutes = declared.filter((route) => route.token).map((route) => `${route.method} /api${route.path} ${route.token!.area}:${route.token!.access}`);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, Record<string, unknown>>)
        .filter(([, operation]) => operation['x-token-scope'] !== undefined)
        .map(([method, operation]) => {
          // The security requirement names the same scope as the extension.
          expect(operation.security, `${method} ${path}`).toEqual([{ bearer: [operation['x-token-scope']] }]);
          return `${method.toUpperCase()} ${path} ${String(operation['x-token-scope'])}`;
        }),
    );
    expect(publicRoutes.length).toBeGreaterThanOrEqual(17);
    expect(documented.sort()).toEqual(publicRoutes.sort());
  });

  it('names the errors a token can meet on each public route: 401 token_invalid, 403 token_scope, 429 with Retry-After, 422 where it reads input', () => {
    for (const route of declared.filter((declared) => declared.token)) {
      const responses = (document.paths[`/api${route.path}`]?.[route.method.toLowerCase()] as { responses: Record<string, Record<string, unknown>> }).responses;
      const exampleCode = (status: string) => (responses[status]?.content as Record<string, { example: { error: { code: string } } }>)['application/json']!.example.error.code;
      expect(exampleCode('401'), route.id).toBe('token_invalid');
      expect(exampleCode('403'), route.id).toBe('token_scope');
      expect(responses['403']!.description).toContain(`${route.token!.area}:${route.token!.access}`);
      expect(exampleCode('429'), route.id).toBe('rate_limited');
      expect(responses['429']!.headers).toHaveProperty('Retry-After');
      if (route.request?.body || route.request?.query) expect(exampleCode('422'), route.id).toBe('validation_failed');
      else expect(responses, route.id).not.toHaveProperty('422');
    }
    expect(document.paths['/api/users/me']?.get).not.toHaveProperty('responses.401');
  });

  it('shows an example request of every public route that takes a body and of every JSON answer, and each example fits the contract', () => {
    for (const route of declared.filter((declared) => declared.token && declared.request?.body)) {
      expect(routeExamples[route.id]?.request, route.id).toBeDefined();
    }
    for (const route of declared.filter((declared) => declared.token && declared.response.schema)) {
      expect(routeExamples[route.id]?.response, route.id).toBeDefined();
    }
    for (const [id, examples] of Object.entries(routeExamples)) {
      const route = declared.find((declared) => declared.id === id);
      expect(route?.token, id).toBeDefined();
      if (examples.request !== undefined) expect(route!.request!.body!.safeParse(examples.request).error, id).toBeUndefined();
      if (examples.response !== undefined) expect(route!.response.schema!.safeParse(examples.response).error, id).toBeUndefined();
      const operation = document.paths[`/api${route!.path}`]?.[route!.method.toLowerCase()] as Record<string, unknown>;
      if (examples.request !== undefined) expect(operation).toHaveProperty(['requestBody', 'content', 'application/json', 'example'], examples.request);
      if (examples.response !== undefined)
        expect(operation).toHaveProperty(['responses', String(route!.response.status), 'content', 'application/json', 'example'], examples.response);
    }
    // The guide's first request and its change of a DNS record have their answers shown.
    expect(routeExamples.listDomains?.response).toBeDefined();
    expect(routeExamples.createDnsRecord?.response).toBeDefined();
  });

  it('is the text shipped beside the settings Lambda and served locally (infra/api-document.ts)', () => {
    expect(JSON.parse(apiDocumentText())).toEqual(document);
  });
});
