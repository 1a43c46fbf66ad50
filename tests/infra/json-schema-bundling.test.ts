import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { httpContextNames, httpContexts, type HttpContextDeclaration } from '#functions/http/contexts.ts';
import { esbuildOptions, jsonSchemaUnavailable, type BundleNeeds } from '#infra/bundling.ts';
import { repoRoot } from '#infra/names.ts';

/**
 * zod's JSON-Schema generation (≈ 16 KB) is in no Lambda bundle: the API document is generated
 * when the settings function is built (infra/api-document.ts, tests/infra/api-document.test.ts);
 * every function gets zod without it (infra/bundling.ts), and parses as before.
 */
const outFolder = join(repoRoot, '.cache/json-schema-bundling-test');

/** `installedZod`: the bundle as it would be with zod as installed, to weigh what the copy without JSON Schema saves. */
async function bundle(entry: { file: string } | { contents: string }, needs: BundleNeeds, name: string, installedZod = false) {
  mkdirSync(join(outFolder, name), { recursive: true });
  const outfile = join(outFolder, name, 'index.mjs');
  const options = esbuildOptions(needs);
  const result = await build({
    ...options,
    alias: installedZod ? Object.fromEntries(Object.entries(options.alias).filter(([name]) => name !== 'zod')) : options.alias,
    absWorkingDir: repoRoot,
    ...('file' in entry ? { entryPoints: [join(repoRoot, entry.file)] } : { stdin: { contents: entry.contents, resolveDir: repoRoot, loader: 'ts' as const } }),
    outfile,
    sourcemap: false,
    metafile: true,
    logLevel: 'silent',
  });
  const output = Object.entries(result.metafile.outputs).find(([path]) => !path.endsWith('.map'))![1];
  const bytesOf = (pattern: RegExp) => Object.entries(output.inputs).reduce((sum, [path, input]) => sum + (pattern.test(path) ? input.bytesInOutput : 0), 0);
  return { outfile, bytes: output.bytes, bytesOf };
}

const jsonSchemaCode = /zod\/v4\/core\/(to-json-schema|json-schema-processors)\.js$/;

const schemaUse = `
import * as z from 'zod';
const schema = z.object({ name: z.string().trim().min(1, 'validation.required'), years: z.number().int().min(1).max(10).optional() });
export const parsed = schema.parse({ name: ' okisnavn.fo ', years: 2 });
export const refused = schema.safeParse({ name: '' }).error?.issues.map((issue) => issue.message);
export const standard = await schema['~standard'].validate({ name: 'a' });
export function jsonSchema() { return z.toJSONSchema(schema); }
export function methodJsonSchema() { return schema.toJSONSchema(); }
`;

describe("zod's JSON-Schema generation in the Lambda bundles", () => {
  it('is not needed for the API document, which the settings Lambda alone serves, shipped beside its bundle', () => {
    const serving = httpContextNames.filter((context) => (httpContexts[context] as HttpContextDeclaration).servesApiDocument);
    expect(serving).toEqual(['settings']);
  });

  it('is left out of a function that does not serve the API document, which still parses as before', async () => {
    const { outfile, bytesOf } = await bundle({ contents: schemaUse }, {}, 'without');
    expect(bytesOf(jsonSchemaCode)).toBeLessThan(1024);
    const module = await import(pathToFileURL(outfile).href);
    expect(module.parsed).toEqual({ name: 'okisnavn.fo', years: 2 });
    expect(module.refused).toEqual(['validation.required']);
    expect(module.standard).toEqual({ value: { name: 'a' } });
    expect(() => module.jsonSchema()).toThrow(jsonSchemaUnavailable);
    expect(() => module.methodJsonSchema()).toThrow(jsonSchemaUnavailable);
  });

  it('is left out of the function that serves the API document too, which still parses as before', async () => {
    const { outfile, bytesOf } = await bundle({ contents: schemaUse }, { shipsApiDocument: true }, 'shipping-the-document');
    expect(bytesOf(jsonSchemaCode)).toBeLessThan(1024);
    const module = await import(pathToFileURL(outfile).href);
    expect(module.parsed).toEqual({ name: 'okisnavn.fo', years: 2 });
    expect(() => module.jsonSchema()).toThrow(jsonSchemaUnavailable);
  });

  it('takes its weight out of http/domain-settings, the largest bundle', async () => {
    const entry = { file: `functions/domain-settings/lambda.ts` };
    const [without, withGeneration] = await Promise.all([bundle(entry, {}, 'domain-settings'), bundle(entry, {}, 'domain-settings-with', true)]);
    expect(without.bytesOf(jsonSchemaCode)).toBeLessThan(1024);
    expect(withGeneration.bytes - without.bytes).toBeGreaterThan(12 * 1024);
  });
});
