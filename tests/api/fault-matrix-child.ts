import { startLocalRuntime } from '#infra/local/runtime.ts';

/**
 * The fault matrix's portal (tests/api/fault-matrix.test.ts): the local runtime in a process of
 * its own, so a cell can kill it with SIGKILL and start it again on the same data. Its queues,
 * simulators and clock are kept in `dataDirectory`; its table is in the run's DynamoDB Local,
 * which outlives the kill as DynamoDB outlives a Lambda host. Prints one JSON line when it
 * listens: its origin and the demo users' development tokens.
 */
const options = JSON.parse(process.env.FAULT_MATRIX_RUNTIME ?? '{}') as { port: number; dataDirectory: string; dynamoDbEndpoint: string; tableName: string };

const runtime = await startLocalRuntime({
  port: options.port,
  dataDirectory: options.dataDirectory,
  dynamoDbEndpoint: options.dynamoDbEndpoint,
  tableName: options.tableName,
  // The cells run the jobs when they mean to (POST /dev/jobs/<job>), on the moved clock.
  scheduler: false,
  identityProvider: false,
  // "Longer than every retry" in milliseconds, not SQS's minutes.
  queueRetryDelayMs: () => 20,
  // The registry's `slow` fault past the functions' timeout within a second, not three.
  functionSettings: { EPP_TIMEOUT_MS: '1000', PASSWORD_HASHING: 'test' },
});

const token = (admin: boolean) => runtime.demoSignIns.find((demo) => demo.is_admin === admin)!.token;
process.stdout.write(`${JSON.stringify({ ready: true, url: runtime.url, tokens: { user: token(false), admin: token(true) } })}\n`);
