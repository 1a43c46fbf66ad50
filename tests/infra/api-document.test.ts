import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { App, Stack } from 'aws-cdk-lib';
import { Architecture, type CfnFunction, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpContexts } from '#functions/http/contexts.ts';
import { apiDocumentText } from '#functions/http/openapi.ts';
import { jsonHeaders } from '#functions/http/pipeline/error-response.ts';
import { apiDocumentFileName } from '#functions/settings/api-document.ts';
import { esbuildOptions, functionCode } from '#infra/bundling.ts';
import { repoRoot } from '#infra/names.ts';

/**
 * The API document is generated from the contract when the settings Lambda is built and shipped
 * beside its bundle (infra/api-document.ts); the bundle reads and serves it. So the bundle carries
 * neither zod's JSON-Schema generation nor the route summaries nor the other contexts' contract.
 */
const outfile = join(repoRoot, '.cache/api-document-test/settings/index.mjs');
const run = promisify(execFile);
let inputs: Record<string, { bytesInOutput: number }>;

beforeAll(async () => {
  rmSync(dirname(outfile), { recursive: true, force: true });
  mkdirSync(dirname(outfile), { recursive: true });
  const result = await build({
    ...esbuildOptions({ shipsApiDocument: httpContexts.settings.servesApiDocument }),
    absWorkingDir: repoRoot,
    entryPoints: [join(repoRoot, 'functions', 'settings', 'lambda.ts')],
    outfile,
    sourcemap: false,
    metafile: true,
    logLevel: 'silent',
  });
  inputs = Object.entries(result.metafile.outputs).find(([path]) => !path.endsWith('.map'))![1].inputs;
}, 60_000);

/** The bundle's answer to `GET /api/openapi.json`, in a fresh Node as Lambda would run it (no origin secret: no edge to check). */
async function served(): Promise<{ statusCode: number; headers: Record<string, string>; body: string }> {
  const event = {
    version: '2.0',
    routeKey: 'GET /api/openapi.json',
    rawPath: '/api/openapi.json',
    rawQueryString: '',
    headers: { 'accept-language': 'en' },
    requestContext: { http: { method: 'GET', path: '/api/openapi.json', protocol: 'HTTP/1.1', sourceIp: '130.176.1.1', userAgent: '' }, requestId: 'r1' },
    isBase64Encoded: false,
  };
  const code = [
    `const { handler } = await import(${JSON.stringify(pathToFileURL(outfile).href)});`,
    `const event = ${JSON.stringify(event)};`,
    // Twice: the second answer comes from the document read once.
    `await handler(event, {});`,
    `process.stdout.write(JSON.stringify(await handler(event, {})));`,
  ].join('\n');
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', code], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, TABLE_NAME: 'api-document-test', STAGE: 'production', AWS_REGION: 'eu-north-1', POWERTOOLS_LOG_LEVEL: 'ERROR' },
  });
  return JSON.parse(stdout);
}

describe('the API document of the settings Lambda', () => {
  it('is written beside the bundle, as generated from the contract', () => {
    expect(readFileSync(join(dirname(outfile), apiDocumentFileName), 'utf8')).toBe(apiDocumentText());
  });

  it('is served by the bundle as generated, with the headers of every API answer', async () => {
    const answer = await served();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toEqual({ ...jsonHeaders, 'x-correlation-id': expect.any(String) });
    expect(answer.body).toBe(apiDocumentText());
  });

  it('is not generated in the bundle: no JSON-Schema generation, no route summaries, no other context’s contract', () => {
    const bytesOf = (pattern: RegExp) => Object.entries(inputs).reduce((sum, [path, input]) => sum + (pattern.test(path) ? input.bytesInOutput : 0), 0);
    expect(bytesOf(/zod\/v4\/core\/(to-json-schema|json-schema-processors)\.js$/)).toBeLessThan(1024);
    expect(Object.keys(inputs).filter((path) => /functions\/http\/openapi\.ts$|shared\/api\/(summaries|index|domains|orders)\.ts$/.test(path))).toEqual([]);
  });
});

describe('the settings Lambda as `cdk deploy` ships it', () => {
  it('has the API document beside its bundle, as generated from the contract; another function has its own bundle', () => {
    const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'okisnavn-api-document-')) });
    const stack = new Stack(app, 'ApiDocument', { env: { account: '111111111111', region: 'eu-north-1' } });
    const settings = new LambdaFunction(stack, 'Settings', {
      code: functionCode(join(repoRoot, 'functions', 'settings', 'lambda.ts'), { shipsApiDocument: httpContexts.settings.servesApiDocument }),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
    });
    // Another function in the same app: its own bundle, not the first one's (CDK caches staged assets by their options).
    const registryWebhooks = new LambdaFunction(stack, 'RegistryWebhooks', {
      code: functionCode(join(repoRoot, 'functions', 'registry-webhooks', 'lambda.ts')),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
    });
    const assembly = app.synth();
    const assetOf = (fn: LambdaFunction) =>
      join(assembly.directory, `asset.${((fn.node.defaultChild as CfnFunction).code as CfnFunction.CodeProperty).s3Key!.replace(/\.zip$/, '')}`);
    const asset = assetOf(settings);
    expect(existsSync(join(asset, 'index.mjs'))).toBe(true);
    expect(readFileSync(join(asset, apiDocumentFileName), 'utf8')).toBe(apiDocumentText());
    expect(assetOf(registryWebhooks)).not.toBe(asset);
    expect(existsSync(join(assetOf(registryWebhooks), 'index.mjs'))).toBe(true);
    expect(existsSync(join(assetOf(registryWebhooks), apiDocumentFileName))).toBe(false);
  }, 120_000);
});
