/**
 * `npm run bench`: measures in one run what the foundation promises (docs/performance.md).
 *  - each Lambda bundle's minified size (bundled exactly as the CDK stacks bundle it);
 *  - the time to import each bundle in a fresh Node process, next to `node -e 0`;
 *  - GET /api/users/me p50/p99 through the local gateway, next to a raw DynamoDB Local GetItem;
 *  - the SPA's initial JavaScript, gzipped.
 * `npm run bench -- --write` also rewrites docs/performance.md with the figures.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { build } from 'esbuild';
import { queues } from '../../events/queues.ts';
import { schedules } from '../../events/schedules.ts';
import { httpContextNames } from '../../functions/http/contexts.ts';
import { esbuildOptions } from '../../infra/bundling.ts';
import { localAwsCredentials, localAwsRegion, repositoryRoot } from '../../infra/local/dynamodb-local.ts';
import { startLocalRuntime } from '../../infra/local/runtime.ts';

/**
 * The budgets are targets, not settings: a bundle over 300 KB is reported as over budget and
 * recorded in docs/performance.md with what would bring it back, never met by raising the number
 * (it was raised to 450 KB once; issue 12 put it back).
 */
const budgets = { bundleKb: 300, ratio: 2, spaKb: 170 };
const requests = 500;
const importRuns = 7;

const entries = [
  ...httpContextNames.map((context) => ({ name: `http/${context}`, entry: `functions/http/${context}/handler.ts` })),
  { name: 'authorizer', entry: 'functions/authorizer/handler.ts' },
  ...queues.map((queue) => ({ name: `consumer/${queue.consumer}`, entry: `functions/consumers/${queue.consumer}/handler.ts` })),
  ...schedules.map((schedule) => ({ name: `job/${schedule.job}`, entry: `functions/jobs/${schedule.job}/handler.ts` })),
  // Run by a deploy trigger, not a schedule.
  { name: 'job/seed-reference-data', entry: 'functions/jobs/seed-reference-data/handler.ts' },
];

const median = (values: number[]) => percentile(values, 50);
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (value: number) => `${value.toFixed(2)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function timeProcess(args: string[], env: NodeJS.ProcessEnv): number {
  const runs: number[] = [];
  for (let run = 0; run < importRuns; run += 1) {
    const started = performance.now();
    execFileSync(process.execPath, args, { env, cwd: repositoryRoot, stdio: 'ignore' });
    runs.push(performance.now() - started);
  }
  return median(runs);
}

// Bundles land inside the repository so the externalized @aws-sdk resolves from node_modules,
// as it does from the Lambda runtime.
const outDirectory = join(repositoryRoot, '.cache', 'bench');
rmSync(outDirectory, { recursive: true, force: true });
mkdirSync(outDirectory, { recursive: true });

const bundleRows: string[] = [];
const importEnv = { ...process.env, TABLE_NAME: 'bench', STAGE: 'production', AWS_REGION: 'eu-north-1', POWERTOOLS_LOG_LEVEL: 'ERROR' };
const baseline = timeProcess(['-e', '0'], importEnv);
let largest = 0;
for (const { name, entry } of entries) {
  const outfile = join(outDirectory, `${name.replace('/', '-')}.mjs`);
  await build({ ...esbuildOptions, entryPoints: [join(repositoryRoot, entry)], outfile, logLevel: 'error' });
  const size = statSync(outfile).size;
  largest = Math.max(largest, size);
  const importTime = timeProcess(['--input-type=module', '-e', `await import(${JSON.stringify(outfile)})`], importEnv);
  bundleRows.push(`| ${name} | ${kb(size)} | ${ms(importTime)} | ${ms(importTime - baseline)} |`);
}

// Latency through the gateway vs the floor: the same item read straight from DynamoDB Local.
process.env.POWERTOOLS_LOG_LEVEL = 'ERROR';
const runtime = await startLocalRuntime({ port: 0, scheduler: false });
const token = runtime.demoSignIns.find((demo) => !demo.is_admin)!.token;
const me = (await (await fetch(`${runtime.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string } };
const client = new DynamoDBClient({ endpoint: runtime.dynamoDbEndpoint, region: localAwsRegion, credentials: localAwsCredentials });
const getItem = () => client.send(new GetItemCommand({ TableName: runtime.tableName, Key: { pk: { S: `USER#${me.data.id}` }, sk: { S: 'USER' } } }));
const getMe = async () => {
  const response = await fetch(`${runtime.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET /api/users/me answered ${response.status}`);
  await response.arrayBuffer();
};
/** Alternates the two calls, so background load on the machine weighs on both alike. */
async function measureInterleaved(first: () => Promise<unknown>, second: () => Promise<unknown>): Promise<[number[], number[]]> {
  for (let warm = 0; warm < 50; warm += 1) {
    await first();
    await second();
  }
  const times: [number[], number[]] = [[], []];
  for (let request = 0; request < requests; request += 1) {
    for (const [index, call] of [first, second].entries()) {
      const started = performance.now();
      await call();
      times[index]!.push(performance.now() - started);
    }
  }
  return times;
}
const [floor, gateway] = await measureInterleaved(getItem, getMe);
client.destroy();
await runtime.stop();
const ratio = median(gateway) / median(floor);

// The SPA's initial JavaScript: the entry script and the chunks index.html preloads.
const dist = join(repositoryRoot, 'web', 'dist');
let spaBytes = 0;
const spaFiles: string[] = [];
if (existsSync(join(dist, 'index.html'))) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  for (const match of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)) {
    const file = join(dist, match[1]!);
    spaFiles.push(match[1]!);
    spaBytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
}

const check = (ok: boolean) => (ok ? 'within budget' : '**over budget**');
const cpu = cpus()[0]?.model ?? 'unknown CPU';
const report = `# Performance

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${cpus().length} cores (${cpu}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, DynamoDB Local (Java) on the same machine.

## Lambda bundles

Bundled with \`infra/bundling.ts\` (what \`cdk deploy\` ships; \`@aws-sdk/*\` comes from the Lambda runtime). Import time is the median of ${importRuns} fresh \`node\` processes importing the bundle; \`node -e 0\` takes ${ms(baseline)} here.

| bundle | minified | import (process) | import − node -e 0 |
|---|---|---|---|
${bundleRows.join('\n')}

Largest bundle: ${kb(largest)} — budget ${budgets.bundleKb} KB: ${check(largest <= budgets.bundleKb * 1024)}.

## GET /api/users/me through the local gateway

${requests} sequential requests of each after 50 warm-up ones, the two kinds alternating, with a development token: the authorizer reads the token and its user in one BatchGetItem and hands the user item on; the handler answers from it.

| | p50 | p99 |
|---|---|---|
| raw DynamoDB Local \`GetItem\` (the floor) | ${ms(median(floor))} | ${ms(percentile(floor, 99))} |
| \`GET /api/users/me\` via gateway, authorizer, handler | ${ms(median(gateway))} | ${ms(percentile(gateway, 99))} |

p50 ratio gateway / GetItem: **${ratio.toFixed(2)}** — budget ${budgets.ratio}: ${check(ratio <= budgets.ratio)}. One DynamoDB round trip per request; the rest is the gateway, the two Lambda handlers' middleware and HTTP on both sides.

## SPA

Initial JavaScript (${spaFiles.join(', ') || 'web/dist not built'}): **${kb(spaBytes)} gzip** — budget ${budgets.spaKb} KB: ${check(spaBytes > 0 && spaBytes <= budgets.spaKb * 1024)}.
`;

console.log(report);
if (process.argv.includes('--write')) {
  const path = join(repositoryRoot, 'docs', 'performance.md');
  const notes = existsSync(path) ? readFileSync(path, 'utf8').split('\n## Notes\n')[1] : undefined;
  writeFileSync(path, notes ? `${report}\n## Notes\n${notes}` : report);
  console.log(`written to ${path}`);
}
