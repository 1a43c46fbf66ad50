import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type ContextName, contextNames } from '#shared/api/index.ts';
import { type HttpContextName, httpContextNames } from './contexts.ts';

describe('the API contract and the deployed contexts', () => {
  it('name the same contexts', () => {
    expectTypeOf<ContextName>().toEqualTypeOf<HttpContextName>();
    expect([...contextNames].sort()).toEqual([...httpContextNames].sort());
  });

  it("keep each context's handler to its own part of the contract, so its bundle carries only its schemas", () => {
    for (const context of httpContextNames) {
      const folder = join(import.meta.dirname, '..', context);
      const seen: string[] = [];
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
        const source = readFileSync(join(folder, file), 'utf8');
        // `#shared/api/…` (the subpath import) or a relative path up to shared/.
        const contracts = [...source.matchAll(/from '(?:#|(?:\.\.\/)+)shared\/api\/([\w-]+)\.ts'/g)].map((match) => match[1]!);
        seen.push(...contracts);
        // The settings context too: the API reference, which describes every route, is generated at build time (infra/api-document.ts).
        const allowed = ['contract', context];
        expect(
          contracts.filter((name) => !allowed.includes(name)),
          `${context}/${file}`,
        ).toEqual([]);
      }
      // The check reads imports; a context whose imports it cannot see would pass without checking.
      expect(seen, context).toContain(context);
    }
  });
});
