import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { fillPath, type PathParamName, type PathParams, pathParamNames, routeKey } from './contract.ts';
import { endpoints } from './endpoints.ts';
import { routes } from './index.ts';

describe('path parameters typed from the template', () => {
  it('names each {parameter} of the path', () => {
    expectTypeOf<PathParams<'/domains/{domainId}/dns-records/{recordId}'>>().toEqualTypeOf<{ domainId: string; recordId: string }>();
    expectTypeOf<PathParams<'/orders/{orderId}'>>().toEqualTypeOf<{ orderId: string }>();
    expectTypeOf<PathParamName<'/users/me'>>().toEqualTypeOf<never>();
    expectTypeOf<PathParams<'/users/me'>>().toEqualTypeOf<Record<never, never>>();
  });

  it('refuses a wrong or missing parameter name at compile time', () => {
    const params: PathParams<'/domains/{domainId}/x/{id}'> = { domainId: 'd', id: 'i' };
    expect(params.domainId).toBe('d');
    // @ts-expect-error: the template has no {recordId}
    expect(params.recordId).toBeUndefined();
    // @ts-expect-error: {id} is missing
    const missing: PathParams<'/domains/{domainId}/x/{id}'> = { domainId: 'd' };
    expect(missing).toBeDefined();
    // @ts-expect-error: `domain` is not `domainId`
    expect(() => fillPath('/domains/{domainId}', { domain: 'd' })).toThrow('No value for {domainId}');
  });

  it('fills the template, each value percent-encoded', () => {
    expect(fillPath('/domains/{domainId}/x/{id}', { domainId: 'a1', id: 'b 2/ø' })).toBe('/domains/a1/x/b%202%2F%C3%B8');
    expect(fillPath('/users/me', {})).toBe('/users/me');
    expect(pathParamNames('/domains/{domainId}/dnssec/ds-records/{dsId}')).toEqual(['domainId', 'dsId']);
  });
});

describe('the routes declaration', () => {
  it('has one route per id and per method and path', () => {
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
    expect(new Set(routes.map(routeKey)).size).toBe(routes.length);
  });

  it('keeps each contract file to one context, named as the file', () => {
    for (const file of contractFiles()) {
      const declared = routes.filter((route) => readFileSync(join(import.meta.dirname, file), 'utf8').includes(`id: '${route.id}'`));
      const name = file.replace(/\.ts$/, '');
      expect(declared.length, file).toBeGreaterThan(0);
      expect(new Set(declared.map((route) => route.context)), file).toEqual(new Set([name]));
    }
  });

  it("gives the web's runtime table the contract's method and path of every route", () => {
    expect(endpoints).toEqual(Object.fromEntries(routes.map((route) => [route.id, { method: route.method, path: route.path }])));
  });

  it('imports nothing but zod and shared/ (the web and the functions both read it)', () => {
    for (const file of readdirSync(import.meta.dirname).filter((name) => name.endsWith('.ts'))) {
      const source = readFileSync(join(import.meta.dirname, file), 'utf8');
      const specifiers = [...source.matchAll(/^import[^;]*?from '([^']+)'/gms)].map((match) => match[1]!);
      for (const specifier of specifiers) {
        expect(specifier === 'zod' || specifier === 'vitest' || specifier.startsWith('node:') || /^\.\.?\/(?!\.\.\/)/.test(specifier), `${file}: ${specifier}`).toBe(true);
      }
    }
  });
});

function contractFiles(): string[] {
  const notContracts = new Set(['contract.ts', 'endpoints.ts', 'index.ts', 'summaries.ts']);
  return readdirSync(import.meta.dirname).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !notContracts.has(name));
}
