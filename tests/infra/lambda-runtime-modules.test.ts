import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { App } from 'aws-cdk-lib';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '#infra/names.ts';
import { createPortal } from '#infra/portal.ts';
import { settingsFromContext } from '#infra/settings.ts';
import { cdkCliSynth, cloudAssemblyOf } from './cdk-cli-synth.ts';
import { cdkJsonContext } from './synthesize.ts';

/**
 * Every Lambda bundle, as `cdk deploy` ships it (CDK's own bundling with infra/bundling.ts), loads
 * in a fresh Node with only what the Lambda Node.js runtime provides: Node's builtins and the
 * runtime's AWS SDK. A module the runtime lacks would fail the function's cold start, or its
 * first call for a module loaded lazily, in AWS only: here it fails the test.
 *
 * What we take the runtime to provide (docs/operations.md, "What the Lambda runtime provides"):
 * the Node.js runtimes since nodejs18.x include the AWS SDK for JavaScript v3, installed as every
 * `@aws-sdk/client-*` package (and `lib-*`) with their dependencies in the runtime's own
 * node_modules — and nothing else: a package no client depends on, such as the SigV4a signers
 * (`@aws-sdk/signature-v4a`, `@aws-sdk/signature-v4-crt`), is not there. So the set is the
 * dependency closure of the clients this project installs, at the versions package.json pins: a
 * subset of the runtime's, and the ones the bundles are written against.
 */

const loader = join(repoRoot, 'tests/infra/lambda-runtime/only-runtime-modules.mjs');
const run = promisify(execFile);

/** Where a package's folder is for an importer in `from`: Node's node_modules lookup, upwards. */
function packageFolder(name: string, from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const candidate = join(folder, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(folder) === folder) throw new Error(`${name} is not installed (from ${from})`);
  }
}

/** The runtime's AWS SDK: the AWS SDK clients and libraries of package.json with every dependency they have, by name. */
export function lambdaRuntimePackages(): Set<string> {
  const { dependencies } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const roots = Object.keys(dependencies).filter((name) => /^@aws-sdk\/(client|lib)-/.test(name));
  const names = new Set<string>();
  const pending = roots.map((name) => ({ name, from: repoRoot }));
  const seen = new Set<string>();
  while (pending.length > 0) {
    const { name, from } = pending.pop()!;
    const folder = packageFolder(name, from);
    names.add(name);
    if (seen.has(folder)) continue;
    seen.add(folder);
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const dependency of Object.keys(manifest.dependencies ?? {})) pending.push({ name: dependency, from: folder });
  }
  return names;
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

interface DeployedBundle {
  /** `<stack>/<logical id>`. */
  name: string;
  file: string;
  environment: Record<string, string>;
}

/** Our functions' bundles in the cloud assembly (`index.mjs` in each asset), with the environment the template gives them. */
function deployedBundles(assembly: CloudAssembly): DeployedBundle[] {
  return assembly.stacks.flatMap((stack) =>
    Object.entries(stack.template.Resources as Record<string, { Type: string; Properties: { Code?: { S3Key?: unknown }; Environment?: { Variables?: Record<string, unknown> } } }>)
      .filter(([, resource]) => resource.Type === 'AWS::Lambda::Function' && typeof resource.Properties.Code?.S3Key === 'string')
      // A file asset's object key is its hash; CDK stages it in the assembly as `asset.<hash>/`.
      .map(([logicalId, resource]) => ({
        name: `${stack.stackName}/${logicalId}`,
        folder: join(assembly.directory, `asset.${(resource.Properties.Code!.S3Key as string).replace(/\.zip$/, '')}`),
        resource,
      }))
      .filter(({ folder }) => existsSync(join(folder, 'index.mjs')))
      .map(({ name, folder, resource }) => ({ name, file: join(folder, 'index.mjs'), environment: environmentOf(resource.Properties) })),
  );
}

/** The function's variables, with a stand-in of the right shape for each value CloudFormation fills in at deploy. */
function environmentOf(properties: { Environment?: { Variables?: Record<string, unknown> } }): Record<string, string> {
  return Object.fromEntries(
    Object.entries(properties.Environment?.Variables ?? {}).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : key.endsWith('_ARN') ? `arn:aws:secretsmanager:eu-north-1:111111111111:secret:${key.toLowerCase()}` : `deploy-time-${key.toLowerCase()}`,
    ]),
  );
}

/** Every module a bundle imports from outside itself, at cold start (`import`, `require`) or later (`import()`); read once per bundle. */
const externalImportsOf = new Map<string, Promise<{ path: string; kind: string }[]>>();
function externalImports(file: string): Promise<{ path: string; kind: string }[]> {
  let imports = externalImportsOf.get(file);
  if (!imports) {
    // Every package external, the bundle's own chunks (`./chunk-….mjs`, infra/bundling.ts) followed: what the chunks import counts too.
    imports = build({ entryPoints: [file], bundle: true, packages: 'external', platform: 'node', format: 'esm', write: false, metafile: true, logLevel: 'silent' }).then((result) =>
      Object.values(result.metafile.inputs).flatMap((input) => input.imports.filter((entry) => entry.external).map(({ path, kind }) => ({ path, kind }))),
    );
    externalImportsOf.set(file, imports);
  }
  return imports;
}

/** The chunks beside a bundle's `index.mjs`: the parts it loads with `import()` (infra/bundling.ts). */
const chunksBeside = (file: string) =>
  readdirSync(dirname(file))
    .filter((name) => /^chunk-.*\.mjs$/.test(name))
    .map((name) => pathToFileURL(join(dirname(file), name)).href);

/**
 * Imports the bundle (its cold start), checks it exports the handler, then imports each chunk and
 * each module it loads lazily (its first calls), in a fresh Node where only the runtime's modules resolve.
 */
async function loadAsInLambda(file: string, environment: Record<string, string>, lazy: readonly string[], packages: Set<string>): Promise<void> {
  const code = [
    `const bundle = await import(${JSON.stringify(pathToFileURL(file).href)});`,
    `if (typeof bundle.handler !== 'function') throw new Error('no handler exported');`,
    `for (const specifier of ${JSON.stringify([...chunksBeside(file), ...lazy])}) await import(specifier);`,
  ].join('\n');
  await run(process.execPath, ['--import', pathToFileURL(loader).href, '--input-type=module', '-e', code], {
    cwd: dirname(file),
    env: {
      PATH: process.env.PATH,
      // What Lambda sets for every function, then the function's own variables.
      AWS_REGION: 'eu-north-1',
      AWS_LAMBDA_FUNCTION_NAME: 'bundle-under-test',
      POWERTOOLS_LOG_LEVEL: 'ERROR',
      ...environment,
      LAMBDA_RUNTIME_PACKAGES: JSON.stringify([...packages]),
      LAMBDA_RUNTIME_NODE_MODULES: join(repoRoot, 'node_modules'),
    },
  });
}

let packages: Set<string>;
let bundles: DeployedBundle[];
let expectedFunctions: number;
beforeAll(async () => {
  packages = lambdaRuntimePackages();
  // The bundles of the run's one real `cdk synth` (tests/infra/cdk-cli-synth.ts), shared with cdk-cli.test.ts.
  const synth = await cdkCliSynth();
  if (synth.status !== 0) throw new Error(`cdk synth failed (cdk-cli.test.ts says why):\n${synth.stderr.slice(-2000)}`);
  bundles = deployedBundles(cloudAssemblyOf(synth));
  // Every function of the stateless stacks and the web stack's origin-secret rotation, counted on
  // the portal `infra/bin/app.ts` builds from the same context (built, not synthesized, nothing bundled again).
  const app = new App({ context: { ...cdkJsonContext(), webAssets: synth.webAssets, 'aws:cdk:bundling-stacks': [] } });
  expectedFunctions = Object.keys(createPortal(app, settingsFromContext(app)).functions.portalFunctions()).length + 1;
});

describe("the Lambda runtime's modules", () => {
  it('are the AWS SDK v3 clients with their dependencies, not the opt-in SigV4a signers', () => {
    for (const name of ['@aws-sdk/client-s3', '@aws-sdk/client-secrets-manager', '@aws-sdk/core', '@smithy/signature-v4']) expect(packages).toContain(name);
    expect(packages).not.toContain('@aws-sdk/signature-v4a');
    expect(packages).not.toContain('@aws-sdk/signature-v4-crt');
  });

  it('refuse a bundle that needs a module the runtime lacks (the check can fail)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'okisnavn-runtime-'));
    const file = join(folder, 'index.mjs');
    writeFileSync(file, "export const handler = async () => (await import('@aws-sdk/signature-v4a')).SignatureV4a;\n");
    await expect(loadAsInLambda(file, {}, ['@aws-sdk/signature-v4a'], packages)).rejects.toThrow(/does not provide it/);
    writeFileSync(file, "import 'dynamodb-toolbox';\nexport const handler = async () => 1;\n");
    await expect(loadAsInLambda(file, {}, [], packages)).rejects.toThrow(/does not provide it/);
  });
});

describe('every Lambda bundle as deployed', () => {
  it('is found in the cloud assembly, one per function', () => {
    expect(bundles).toHaveLength(expectedFunctions);
    // Each its own: no two functions ship the same asset.
    expect(new Set(bundles.map((bundle) => bundle.file)).size).toBe(bundles.length);
  });

  it('imports from outside itself only Node builtins and the runtime’s AWS SDK', async () => {
    const foreign: string[] = [];
    for (const bundle of bundles) {
      for (const { path, kind } of await externalImports(bundle.file)) {
        if (!isBuiltin(path) && !packages.has(packageOf(path))) foreign.push(`${bundle.name}: ${path} (${kind})`);
      }
    }
    expect(foreign).toEqual([]);
  });

  it('loads, with every module it imports lazily, in a Node with only the runtime’s modules', async () => {
    const failures: string[] = [];
    for (const bundle of bundles) {
      const lazy = [...new Set((await externalImports(bundle.file)).filter(({ kind }) => kind === 'dynamic-import').map(({ path }) => path))];
      try {
        await loadAsInLambda(bundle.file, bundle.environment, lazy, packages);
      } catch (error) {
        failures.push(`${bundle.name}: ${(error as { stderr?: string }).stderr?.split('\n').find((line) => /Error/.test(line)) ?? String(error)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
