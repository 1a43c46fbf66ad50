import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'esbuild';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * The one place that says how a Lambda entry is bundled. The CDK functions use
 * `lambdaBundling`; the benchmark (`npm run bench`) bundles with `esbuildOptions`, so the sizes
 * and import times it reports are those of what we deploy.
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
const external: string[] = bundlesAwsSdk ? [] : ['@aws-sdk/*'];

/**
 * DynamoDB through our own client (functions/adapters/dynamodb/client/), not the SDK's: importing
 * `@aws-sdk/client-dynamodb` and `@aws-sdk/lib-dynamodb` alone cost more than the 150 ms cold-import
 * budget (docs/performance.md). dynamodb-toolbox imports the document commands from
 * `@aws-sdk/lib-dynamodb` and `unmarshall` from `@aws-sdk/util-dynamodb`; the bundles get ours,
 * which our client runs. (The local runtime and the tests run dynamodb-toolbox from node_modules
 * with the SDK's command classes; the same client runs them, reading only their input.)
 */
const dynamoDbClientFolder = fileURLToPath(new URL('../functions/adapters/dynamodb/client/', import.meta.url));
export const bundleAliases: Record<string, string> = {
  '@aws-sdk/lib-dynamodb': `${dynamoDbClientFolder}document-commands.ts`,
  '@aws-sdk/util-dynamodb': `${dynamoDbClientFolder}marshalling.ts`,
};

/**
 * ESM bundles have no `require`; a CommonJS dependency that calls `require('node:crypto')` would
 * fail. esbuild's CJS shim uses a global `require` when one exists, so we create one.
 */
const banner = "import { createRequire as okisnavnCreateRequire } from 'node:module'; const require = okisnavnCreateRequire(import.meta.url);";

/** Prefer packages' ESM builds (tree-shaking works on them), then CommonJS. */
const mainFields = ['module', 'main'];

/** For NodejsFunction (`bundling` prop). */
export const lambdaBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target,
  minify: true,
  // Stack traces point at the TypeScript source (NODE_OPTIONS=--enable-source-maps on the function).
  sourceMap: true,
  sourcesContent: false,
  externalModules: external,
  mainFields,
  banner,
  esbuildArgs: { '--alias': Object.entries(bundleAliases).map(([name, path]) => `${name}=${path}`) },
};

/** For plain esbuild (`esbuild.build({ ...esbuildOptions, entryPoints, outfile })`): the same bundle. */
export const esbuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target,
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  external,
  mainFields,
  alias: bundleAliases,
  banner: { js: banner },
  // Like NodejsFunction's `index.mjs`: Node treats the file as ESM without a package.json beside it.
  outExtension: { '.js': '.mjs' },
} as const satisfies BuildOptions;
