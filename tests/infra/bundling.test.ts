import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as documentCommands from '#functions/adapters/dynamodb/document-commands.ts';
import { queues } from '#events/queues.ts';
import { schedules } from '#events/schedules.ts';
import { httpContextNames } from '#functions/http/contexts.ts';
import { bundleAliases, bundledAwsSdkPackages, esbuildOptions, functionBuildOptions } from '#infra/bundling.ts';
import { entries, repoRoot } from '#infra/names.ts';

/**
 * The Lambdas reach DynamoDB through `@aws-lite/client` (functions/adapters/dynamodb/document-client.ts),
 * not the AWS SDK's client, whose import alone is over the cold-import budget
 * (docs/decisions/aws-clients.md): the bundles import none of the SDK's DynamoDB packages at
 * cold start, and what dynamodb-toolbox imports from them is there.
 */
const toolboxFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? toolboxFiles(join(folder, entry.name)) : entry.name.endsWith('.js') ? [join(folder, entry.name)] : [],
  );

/** The values (not types) dynamodb-toolbox imports from a package. */
function valuesImportedFrom(packageName: string): Set<string> {
  const names = new Set<string>();
  const statement = new RegExp(`import \\{([^}]+)\\} from '${packageName}'`, 'g');
  for (const file of toolboxFiles(join(repoRoot, 'node_modules/dynamodb-toolbox/dist/esm'))) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(statement)) {
      for (const name of list!.split(',')) names.add(name.trim().split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

describe("the bundles' DynamoDB client", () => {
  it("gives dynamodb-toolbox every command it imports from @aws-sdk/lib-dynamodb, through the bundles' alias; util-dynamodb is the SDK's, bundled", () => {
    expect(Object.keys(bundleAliases).sort()).toEqual(['@aws-sdk/lib-dynamodb']);
    expect(bundledAwsSdkPackages).toContain('@aws-sdk/util-dynamodb');
    const commands = valuesImportedFrom('@aws-sdk/lib-dynamodb');
    expect(commands.size).toBeGreaterThan(5);
    for (const name of commands) expect(documentCommands, name).toHaveProperty(name);
    expect(valuesImportedFrom('@aws-sdk/util-dynamodb')).toContain('unmarshall');
    // The SDK's client package: only types.
    expect(valuesImportedFrom('@aws-sdk/client-dynamodb')).toEqual(new Set());
  });

  it("bundles a function with @aws-lite/client and none of the AWS SDK's DynamoDB packages left to the runtime", async () => {
    const result = await build({
      ...esbuildOptions(),
      absWorkingDir: repoRoot,
      entryPoints: [join(repoRoot, 'functions/authorizer/lambda.ts')],
      outfile: join(repoRoot, '.cache/bundling-test/authorizer.mjs'),
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const imported = Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((entry) => entry.external).map((entry) => entry.path));
    expect(imported.filter((path) => path.startsWith('@aws-sdk/'))).toEqual([]);
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('functions/adapters/dynamodb/document-client.ts');
    expect(inputs.some((path) => path.includes('node_modules/@aws-lite/client/'))).toBe(true);
    expect(inputs.some((path) => path.includes('node_modules/@aws-sdk/util-dynamodb/'))).toBe(true);
    expect(inputs.some((path) => path.includes('node_modules/@aws-sdk/client-dynamodb/') || path.includes('node_modules/@aws-sdk/lib-dynamodb/'))).toBe(false);
  });

  it('leaves every AWS SDK package out of every cold start: the few a function still uses load on first use', async () => {
    const lambdas: Record<string, string> = {
      ...Object.fromEntries(httpContextNames.map((context) => [`http-${context}`, entries.http(context)])),
      authorizer: entries.authorizer(),
      ...Object.fromEntries(queues.map((queue) => [`consumer-${queue.consumer}`, entries.consumer(queue.consumer)])),
      ...Object.fromEntries(schedules.map((schedule) => [`job-${schedule.job}`, entries.job(schedule.job)])),
      'job-seed-reference-data': entries.job('seed-reference-data'),
    };
    const result = await build({
      ...esbuildOptions(),
      absWorkingDir: repoRoot,
      entryPoints: lambdas,
      outdir: join(repoRoot, '.cache/bundling-test/all'),
      sourcemap: false,
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const sdkImports = (kind: string) =>
      Object.entries(result.metafile.outputs).flatMap(([output, meta]) =>
        meta.imports.filter((entry) => entry.external && entry.path.startsWith('@aws-sdk/') && entry.kind === kind).map((entry) => `${output.split('/').pop()}: ${entry.path}`),
      );
    expect(sdkImports('import-statement')).toEqual([]);
    // No ESM import of `node:http`: its facade loads undici at cold start (infra/bundling.ts, nodeHttpWithoutUndici).
    const httpImports = Object.entries(result.metafile.outputs).flatMap(([output, meta]) =>
      meta.imports.filter((entry) => entry.external && /^(node:)?http$/.test(entry.path)).map((entry) => `${output.split('/').pop()}: ${entry.kind}`),
    );
    expect(httpImports).toEqual([]);
    expect(Object.values(result.metafile.outputs).some((meta) => Object.keys(meta.inputs).some((input) => input.includes('node-http-without-undici')))).toBe(true);
    // The one exception: the bundled SigV4a signer (infra/bundling.ts) registers in the runtime's
    // `@smithy/signature-v4` at cold start, in the functions that write forwarding rules only.
    const signerAtColdStart = Object.entries(result.metafile.outputs)
      .filter(([, meta]) => meta.imports.some((entry) => entry.external && entry.path === '@smithy/signature-v4' && entry.kind === 'import-statement'))
      .map(([output]) => output);
    const forwardingWriters = Object.entries(result.metafile.outputs)
      .filter(([, meta]) => Object.keys(meta.inputs).includes('functions/adapters/dns/cloudfront-forwarding-store.ts'))
      .map(([output]) => output);
    expect(forwardingWriters.length).toBeGreaterThan(0);
    expect(signerAtColdStart.sort()).toEqual(forwardingWriters.sort());
    // The KeyValueStore (forwarding), Secrets Manager (EPP and Stripe keys, the origin secret), SES and SNS, S3 (receipts' PDFs): each with its first call.
    // Route 53 and STS are reached through aws-lite (functions/adapters/dns/aws-xml-client.ts), not the SDK.
    expect(new Set(sdkImports('dynamic-import').map((entry) => entry.split(': ')[1]))).toEqual(
      new Set(['@aws-sdk/client-cloudfront-keyvaluestore', '@aws-sdk/client-secrets-manager', '@aws-sdk/client-sesv2', '@aws-sdk/client-sns', '@aws-sdk/client-s3']),
    );
  });
});

describe('a function as deployed: index.mjs and the chunks it loads on first use', () => {
  it('leaves pdf-lib and Stripe’s SDK out of the cold start: each a chunk its first receipt or payment loads', async () => {
    const result = await build({
      ...functionBuildOptions(),
      absWorkingDir: repoRoot,
      entryPoints: { index: entries.http('admin-documents') },
      outdir: join(repoRoot, '.cache/bundling-test/split'),
      sourcemap: false,
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const outputs = Object.entries(result.metafile.outputs);
    const entry = outputs.find(([path]) => path.endsWith('/index.mjs'))![1];
    expect(entry.entryPoint).toBe('functions/admin-documents/lambda.ts');
    const carries = (output: Metafile['outputs'][string], packageName: string) => Object.keys(output.inputs).some((input) => input.includes(`node_modules/${packageName}/`));
    // What the cold start loads: the entry and the chunks it imports statically, and theirs.
    const atColdStart = new Set([entry]);
    for (const output of atColdStart) {
      for (const imported of output.imports) if (imported.kind === 'import-statement' && !imported.external) atColdStart.add(result.metafile.outputs[imported.path]!);
    }
    for (const packageName of ['pdf-lib', 'stripe']) {
      expect(
        [...atColdStart].some((output) => carries(output, packageName)),
        packageName,
      ).toBe(false);
      const [chunkPath] = outputs.find(([, output]) => carries(output, packageName))!;
      expect(chunkPath).toMatch(/\/chunk-[A-Z0-9]+\.mjs$/);
      expect(
        entry.imports.some((imported) => imported.path === chunkPath && imported.kind === 'dynamic-import'),
        packageName,
      ).toBe(true);
    }
  });
});
