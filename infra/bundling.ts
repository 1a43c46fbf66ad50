import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync, type BuildOptions, type Plugin } from 'esbuild';
import { AssetHashType, type BundlingOptions, DockerImage, type ILocalBundling } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';

/**
 * The one place that says how a Lambda entry is bundled. The CDK functions use
 * `functionCode`; the benchmark (`npm run bench`) bundles with `functionBuildOptions`, so the sizes
 * and import times it reports are those of what we deploy. `esbuildOptions` is the same bundle in
 * one file, for the tests that read what a function carries.
 */

/** Node 24 is the Lambda runtime (`nodejs24.x`): no down-levelling needed. */
const target = 'node24';

/**
 * The AWS SDK comes from the Lambda runtime (Node.js runtimes ship AWS SDK v3), not bundled.
 * Decided by measurement: `npm run bench` imports every function both ways, and bundling the
 * SDK (tree-shaken, the versions package.json pins) did not make the cold import measurably
 * faster — within a few per cent either way, with the source maps the functions load — while
 * it adds 330–480 KB to every bundle and about 1 MB to its source map (docs/performance.md).
 * Flip this to bundle it; the bench then checks the import budget against that variant.
 */
export const bundlesAwsSdk: boolean = false;

/**
 * The `@aws-sdk/*` packages the bundles carry rather than take from the runtime:
 * - the JavaScript SigV4a signer, which the Lambda runtime does NOT provide. The runtime ships
 *   every `@aws-sdk/client-*` package with its dependencies, and no client depends on
 *   `@aws-sdk/signature-v4a` (it is an opt-in for global endpoints; the CloudFront KeyValueStore
 *   API is one). So it is bundled (≈ 40 KB minified, only in the functions that write forwarding
 *   rules), while `@smithy/signature-v4` stays the runtime's: the signer registers itself in that
 *   package's `signatureV4aContainer`, which the runtime's clients read, so it must be the very
 *   module they loaded, not a bundled copy.
 * - `@aws-sdk/util-dynamodb` (≈ 10 KB), the SDK's conversion of items to attribute values, which
 *   the DynamoDB client (`@aws-lite/client`, bundled) and dynamodb-toolbox use: carried, so no
 *   function loads an SDK package at cold start.
 * `tests/infra/lambda-runtime-modules.test.ts` loads every bundle with only what the runtime has.
 */
export const bundledAwsSdkPackages = ['@aws-sdk/signature-v4a', '@aws-sdk/util-dynamodb'] as const;
const runtimeSignerRegistry = '@smithy/signature-v4';
/** What the bundles import from the Lambda runtime instead of carrying it (with the SDK left out). */
export const runtimeSdkExternal: readonly string[] = ['@aws-sdk/*', runtimeSignerRegistry];
const external: string[] = bundlesAwsSdk ? [] : [...runtimeSdkExternal];

/** What a function needs beyond the common bundle. */
export interface BundleNeeds {
  /**
   * Ships the API document beside its bundle: the function that serves it (`GET /openapi.json`,
   * the settings context's `servesApiDocument`). The document is generated from the contract when
   * the function is bundled (infra/api-document.ts), not in the function, so no bundle carries
   * zod's JSON-Schema generation or the whole contract for it.
   */
  shipsApiDocument?: boolean;
}

/**
 * zod without its JSON-Schema generation, for every function (the API document is generated at
 * build time, `BundleNeeds.shipsApiDocument`). zod's
 * classic API (`z.object(…).min(…)`, what `shared/` is written in) gives every schema class a
 * `toJSONSchema()` and a JSON-Schema processor, so `core/to-json-schema.js` and
 * `core/json-schema-processors.js` (≈ 16 KB minified) are in every bundle that validates
 * anything, though only `functions/http/openapi.ts` calls them, at build time. The bundles take `zod` from a copy
 * of the installed package (its ESM files and package.json files, so tree-shaking and
 * `sideEffects` are as before) in which those two modules export the same names as functions
 * that throw: parsing never calls them, and a function that did would fail loudly, not answer
 * wrongly. Built once per zod version under `node_modules/.cache/`, where the tests and the bench count it as a dependency (esbuild's `--alias` takes a package name
 * only; zod's own imports of the two modules are relative, hence a copy rather than an alias of
 * the modules themselves).
 */
const jsonSchemaModules = ['to-json-schema', 'json-schema-processors'] as const;
export const jsonSchemaUnavailable = 'JSON Schema generation is not bundled into Lambda functions (infra/bundling.ts: the API document is generated at build time).';

export function zodWithoutJsonSchema(): string {
  const require = createRequire(import.meta.url);
  const installed = dirname(require.resolve('zod/package.json'));
  const { version } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { version: string };
  // Per zod version and per text of the stubs' error, so a changed message is not served from an old copy.
  const stubVersion = createHash('sha256').update(jsonSchemaUnavailable).digest('hex').slice(0, 8);
  const folder = fileURLToPath(new URL(`../node_modules/.cache/zod-without-json-schema/${version}-${stubVersion}/`, import.meta.url));
  const entry = join(folder, 'index.js');
  if (existsSync(entry)) return entry;
  mkdirSync(dirname(dirname(folder)), { recursive: true });
  // Built beside and renamed into place: test files synthesizing in parallel never see half a copy.
  const building = mkdtempSync(join(dirname(dirname(folder)), 'building-'));
  cpSync(installed, building, {
    recursive: true,
    filter: (source) => !source.startsWith(join(installed, 'src')) && (!/\.[a-z]+$/.test(source) || source.endsWith('.js') || source.endsWith('package.json')),
  });
  for (const name of jsonSchemaModules) {
    // The CommonJS twin lists the module's exports without evaluating ESM.
    const exported = Object.keys(require(join(installed, 'v4/core', `${name}.cjs`)) as object);
    const stub = [
      `const unavailable = () => { throw new Error(${JSON.stringify(jsonSchemaUnavailable)}); };`,
      // `create…Method(schema)` is called when a schema's `~standard` is read and must hand back a method.
      ...exported.map((exportName) => `export const ${exportName} = ${exportName.startsWith('create') ? '() => unavailable' : 'unavailable'};`),
    ].join('\n');
    writeFileSync(join(building, 'v4/core', `${name}.js`), `${stub}\n`);
  }
  mkdirSync(dirname(folder), { recursive: true });
  try {
    renameSync(building, folder);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(entry)) throw error;
  }
  return entry;
}

/** The ESM build of each bundled `@aws-sdk/*` package: an alias wins over the `@aws-sdk/*` external. */
const bundledSdkAliases = (): Record<string, string> =>
  bundlesAwsSdk
    ? {}
    : Object.fromEntries(
        bundledAwsSdkPackages.map((name) => {
          const folder = dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
          const { module } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { module: string };
          return [name, join(folder, module)];
        }),
      );

/**
 * `node:http` without its ESM facade. An ESM `import { STATUS_CODES } from 'node:http'` (middy's
 * util does one, so every HTTP function has it) makes Node read every export of the built-in once,
 * and Node 24's `http.WebSocket`, `CloseEvent` and `MessageEvent` are getters that load all of
 * undici: about 30 ms of CPU and 55 ms of wall time at cold start for a constant table
 * (docs/performance.md). The bundles take `node:http` from a module that asks Node for the
 * built-in (`process.getBuiltinModule`) and exports its plain members by name, read at load; the
 * getters are left out (a bundle importing one fails to build, not at run time). The names are
 * the running Node's (the bundle's target, node24), written once per Node version under
 * `node_modules/.cache/`.
 */
export function nodeHttpWithoutUndici(): string {
  const http = createRequire(import.meta.url)('node:http') as object;
  const members = Object.entries(Object.getOwnPropertyDescriptors(http))
    .filter(([name, descriptor]) => 'value' in descriptor && /^[A-Za-z_$][\w$]*$/.test(name))
    .map(([name]) => name);
  const file = fileURLToPath(new URL(`../node_modules/.cache/node-http-without-undici/${process.version}.mjs`, import.meta.url));
  if (existsSync(file)) return file;
  mkdirSync(dirname(file), { recursive: true });
  const text = ["const http = process.getBuiltinModule('node:http');", 'export default http;', `export const { ${members.join(', ')} } = http;`, ''].join('\n');
  // Written beside and renamed into place: test files bundling in parallel never read half a file.
  const building = `${file}.${process.pid}.tmp`;
  writeFileSync(building, text);
  renameSync(building, file);
  return file;
}

const aliases = (): Record<string, string> => ({
  ...bundleAliases,
  ...bundledSdkAliases(),
  zod: zodWithoutJsonSchema(),
  'node:http': nodeHttpWithoutUndici(),
  http: nodeHttpWithoutUndici(),
});

/**
 * DynamoDB through `@aws-lite/client` (functions/adapters/dynamodb/document-client.ts), not the
 * SDK's client: importing `@aws-sdk/client-dynamodb` and `@aws-sdk/lib-dynamodb` alone costs more
 * than the 150 ms cold-import budget (docs/decisions/aws-clients.md). dynamodb-toolbox imports its
 * document commands from `@aws-sdk/lib-dynamodb`; the bundles get the commands of the same names
 * from `document-commands.ts` (each its input and operation), which our client runs. (The local
 * runtime and the tests run dynamodb-toolbox from node_modules with the SDK's command classes;
 * the same client runs them, reading only their input.)
 */
export const bundleAliases: Record<string, string> = {
  '@aws-sdk/lib-dynamodb': fileURLToPath(new URL('../functions/adapters/dynamodb/document-commands.ts', import.meta.url)),
};

/**
 * ESM bundles have no `require`; a CommonJS dependency that calls `require('node:crypto')` would
 * fail. esbuild's CJS shim uses a global `require` when one exists, so we create one.
 */
const banner = "import { createRequire as okisnavnCreateRequire } from 'node:module'; const require = okisnavnCreateRequire(import.meta.url);";

/** Prefer packages' ESM builds (tree-shaking works on them), then CommonJS. */
const mainFields = ['module', 'main'];

/**
 * A function's code as `cdk deploy` ships it: bundled by esbuild in the CDK process (its JS API,
 * `functionBuildOptions`), not by `NodejsFunction`, whose esbuild command writes one file
 * (`--outfile`) and so cannot split. Split, the modules a function loads with `import()` (pdf-lib
 * for a receipt's PDF, Stripe's SDK for a payment, the passkey and password-strength libraries)
 * are chunks beside `index.mjs` that its cold start neither compiles nor evaluates: V8 parses
 * every byte of the file it imports, called or not (docs/decisions/function-bundles-split.md).
 * The output is the asset (its hash is the output's, as `NodejsFunction`'s); never Docker.
 */
export function functionCode(entry: string, needs: BundleNeeds = {}): Code {
  return Code.fromAsset(repositoryRoot, { assetHashType: AssetHashType.OUTPUT, bundling: new FunctionBundling(entry, needs) });
}

/**
 * CDK's bundling options for one function. CDK caches a staged asset by its source folder and the
 * JSON of these options, which drops functions: the entry and the needs are fields, so two
 * functions' options never look alike and one never ships the other's bundle.
 */
class FunctionBundling implements BundlingOptions {
  // Required by the type; never used, as the local bundling always bundles (or throws).
  readonly image = DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs24.x');
  readonly entry: string;
  readonly local: ILocalBundling;

  constructor(
    absoluteEntry: string,
    readonly needs: BundleNeeds,
  ) {
    this.entry = relative(repositoryRoot, absoluteEntry);
    this.local = {
      tryBundle(outputDir: string) {
        bundleFunction(absoluteEntry, outputDir, needs);
        return true;
      },
    };
  }
}

/** Bundles one function into `outdir` (`index.mjs`, its chunks, their source maps), synchronously as CDK's local bundling must. */
export function bundleFunction(entry: string, outdir: string, needs: BundleNeeds = {}): void {
  const { plugins: _notInSyncBuilds, ...options } = functionBuildOptions(needs);
  buildSync({ ...options, absWorkingDir: repositoryRoot, entryPoints: { index: entry }, outdir, logLevel: 'error' });
  // esbuild's synchronous build takes no plugins: the API document is written by its writer as a command, as the plugin does in-process.
  if (needs.shipsApiDocument) execFileSync(process.execPath, ['--import', 'tsx', apiDocumentWriter, outdir], { cwd: repositoryRoot, stdio: 'inherit' });
}

/** The writer of the API document, from the project root (infra/api-document.ts; loaded by the bench and the tests in-process, by the CDK bundling as a command). */
const apiDocumentWriter = 'infra/api-document.ts';
// infra/names.ts's `repoRoot`, not imported: that module loads the contexts' declarations, which the bench and the bundling tests do not need.
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** The asynchronous build's way (the bench, the tests): the document written in-process beside the bundle once it is written. */
const apiDocumentPlugin: Plugin = {
  name: 'okisnavn-api-document',
  setup(build) {
    const { outfile, outdir, write } = build.initialOptions;
    build.onEnd(async (result) => {
      if (result.errors.length > 0 || write === false) return;
      const folder = outdir ?? (outfile ? dirname(outfile) : undefined);
      if (!folder) throw new Error('The API document is written beside the bundle: give esbuild an outfile or outdir');
      const { writeApiDocument } = await import('./api-document.ts');
      writeApiDocument(resolve(build.initialOptions.absWorkingDir ?? process.cwd(), folder));
    });
  },
};

/** For plain esbuild (`esbuild.build({ ...esbuildOptions(needs), entryPoints, outfile })`): the same bundle. */
export const esbuildOptions = (needs: BundleNeeds = {}) =>
  ({
    bundle: true,
    platform: 'node',
    format: 'esm',
    target,
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    external,
    mainFields,
    banner: { js: banner },
    charset: 'utf8',
    // Like NodejsFunction's `index.mjs`: Node treats the file as ESM without a package.json beside it.
    outExtension: { '.js': '.mjs' },
    alias: aliases(),
    plugins: needs.shipsApiDocument ? [apiDocumentPlugin] : [],
  }) as const satisfies BuildOptions;

/**
 * What `cdk deploy` ships (`functionCode`) and the bench measures: the same bundle split, with
 * `index.mjs` as the entry and a chunk per lazily loaded part (`import()`). Give `outdir`.
 */
export const functionBuildOptions = (needs: BundleNeeds = {}) =>
  ({
    ...esbuildOptions(needs),
    splitting: true,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
  }) as const satisfies BuildOptions;
