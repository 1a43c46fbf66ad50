import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { build } from 'esbuild';
import { createTableFromDeclaration } from '#infra/local/create-table.ts';
import { localAwsRegion, repositoryRoot, startDynamoDbLocal } from '#infra/local/dynamodb-local.ts';
import { dynamoDbLocalCredentials } from '#functions/adapters/dynamodb/table.ts';
import { freePort } from '#infra/local/free-port.ts';

/**
 * The AWS clients a function can reach DynamoDB and EventBridge with, measured as the functions
 * would load them (docs/decisions/aws-clients.md): each probe in tests/bench/clients/ bundled,
 * `@aws-sdk/*` left to the runtime (node_modules here), in a fresh Node process — constructed
 * only, and constructed with one GetItem against DynamoDB Local — next to `node -e 0`.
 */
export const clientProbes = [
  { name: 'AWS SDK v3 (client-dynamodb + lib-dynamodb + client-eventbridge)', file: 'sdk-v3.ts' },
  { name: '@aws-lite/client + @aws-lite/dynamodb', file: 'aws-lite.ts' },
] as const;

export interface ClientFigures {
  name: string;
  /** Over `node -e 0`, medians of wall and CPU time. */
  construct: { wall: number; cpu: number };
  firstRequest: { wall: number; cpu: number };
}

export type RunProcess = (code: string, env: NodeJS.ProcessEnv) => { wall: number; cpu: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length / 2) - 1]!;

export async function measureClients(runs: number, runProcess: RunProcess, env: NodeJS.ProcessEnv): Promise<ClientFigures[]> {
  const outDirectory = join(repositoryRoot, '.cache', `bench-clients-${process.pid}`);
  rmSync(outDirectory, { recursive: true, force: true });
  mkdirSync(outDirectory, { recursive: true });
  const dynamoDb = await startDynamoDbLocal({ port: await freePort() });
  try {
    const admin = new DynamoDBClient({ endpoint: dynamoDb.endpoint, region: localAwsRegion, credentials: dynamoDbLocalCredentials });
    await createTableFromDeclaration(admin, 'bench-clients');
    admin.destroy();
    const bundles = await Promise.all(
      clientProbes.map(async (probe) => {
        const outfile = join(outDirectory, probe.file.replace('.ts', '.mjs'));
        await build({
          bundle: true,
          platform: 'node',
          format: 'esm',
          target: 'node24',
          minify: true,
          external: ['@aws-sdk/*'],
          banner: { js: "import { createRequire as probeRequire } from 'node:module'; const require = probeRequire(import.meta.url);" },
          entryPoints: [join(repositoryRoot, 'tests/bench/clients', probe.file)],
          outfile,
          logLevel: 'error',
        });
        return `await import(${JSON.stringify(outfile)});`;
      }),
    );
    const probeEnv = { ...env, AWS_REGION: localAwsRegion, BENCH_ENDPOINT: dynamoDb.endpoint, BENCH_TABLE: 'bench-clients' };
    const baseline: { wall: number[]; cpu: number[] } = { wall: [], cpu: [] };
    const timings = clientProbes.map(() => ({ construct: { wall: [] as number[], cpu: [] as number[] }, firstRequest: { wall: [] as number[], cpu: [] as number[] } }));
    // Interleaved, so a busy moment on the machine weighs on all alike.
    for (let run = 0; run < runs; run += 1) {
      const base = runProcess('', probeEnv);
      baseline.wall.push(base.wall);
      baseline.cpu.push(base.cpu);
      bundles.forEach((code, index) => {
        for (const step of ['construct', 'firstRequest'] as const) {
          const { wall, cpu } = runProcess(code, step === 'firstRequest' ? { ...probeEnv, BENCH_FIRST_REQUEST: '1' } : probeEnv);
          timings[index]![step].wall.push(wall);
          timings[index]![step].cpu.push(cpu);
        }
      });
    }
    const over = (values: { wall: number[]; cpu: number[] }) => ({ wall: median(values.wall) - median(baseline.wall), cpu: median(values.cpu) - median(baseline.cpu) });
    return clientProbes.map((probe, index) => ({ name: probe.name, construct: over(timings[index]!.construct), firstRequest: over(timings[index]!.firstRequest) }));
  } finally {
    await dynamoDb.stop();
    rmSync(outDirectory, { recursive: true, force: true });
  }
}
