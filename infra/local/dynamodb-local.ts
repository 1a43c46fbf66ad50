import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { dynamoDbLocalCredentials } from '#functions/adapters/dynamodb/table.ts';

const run = promisify(execFile);

/** AWS's DynamoDB Local ships inside this npm package's tarball (PLATFORM.md). */
const emulatorPackage = 'amplify-dynamodb-simulator@2.9.30';
export const repositoryRoot = resolve(import.meta.dirname, '../..');
const emulatorDirectory = join(repositoryRoot, '.cache', 'dynamodb-local');

/** One credential pair and region everywhere: DynamoDB Local keeps tables per pair and region. */
export const localAwsRegion = 'eu-north-1';

/** Fetches DynamoDB Local into the git-ignored cache the first time (about 2 s, 64 MB). */
export async function ensureDynamoDbLocal(): Promise<string> {
  const jar = join(emulatorDirectory, 'DynamoDBLocal.jar');
  if (existsSync(jar)) return emulatorDirectory;
  const workDirectory = mkdtempSync(join(tmpdir(), 'okisnavn-ddb-'));
  try {
    const { stdout } = await run('npm', ['pack', emulatorPackage, '--silent', '--pack-destination', workDirectory], { cwd: workDirectory });
    const tarball = join(workDirectory, stdout.trim().split('\n').pop()!);
    await run('tar', ['-xzf', tarball, '-C', workDirectory, 'package/emulator']);
    mkdirSync(join(repositoryRoot, '.cache'), { recursive: true });
    rmSync(emulatorDirectory, { recursive: true, force: true });
    renameSync(join(workDirectory, 'package', 'emulator'), emulatorDirectory);
  } finally {
    rmSync(workDirectory, { recursive: true, force: true });
  }
  if (!existsSync(jar)) throw new Error(`DynamoDBLocal.jar not found in ${emulatorPackage}`);
  return emulatorDirectory;
}

export interface RunningDynamoDb {
  endpoint: string;
  stop(): Promise<void>;
}

/** Where a persisted DynamoDB Local notes its process, so the next start can find one left behind. */
const pidFileName = 'dynamodb-local.pid';

/**
 * A runtime killed with SIGKILL leaves its DynamoDB Local running on the same data files (a
 * child process is not killed with its parent). The next start stops that one first, so two
 * engines never write one database. Only a process that is still DynamoDB Local on this data
 * folder is stopped (pids are reused).
 */
async function stopLeftBehind(dataDirectory: string): Promise<void> {
  const pidFile = join(dataDirectory, pidFileName);
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  const commandLine = (() => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return '';
    }
  })();
  if (Number.isInteger(pid) && pid > 0 && commandLine.includes('DynamoDBLocal.jar') && commandLine.includes(dataDirectory)) {
    process.kill(pid, 'SIGKILL');
    for (let waited = 0; existsSync(`/proc/${pid}`) && waited < 5_000; waited += 50) await new Promise((done) => setTimeout(done, 50));
  }
  rmSync(pidFile, { force: true });
}

/**
 * The JVM's quick compiler only, and its single-threaded collector: a local table serves minutes
 * of tests or a developer's session, too short for the optimizing compiler's work to pay back, on
 * 2 cores the JVM's threads share with everything else. Measured on 8 API test files
 * (docs/performance.md, "CI time"): 155 s of CPU with the JVM's defaults, 116–126 s with these.
 */
const localJvmOptions = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** Starts DynamoDB Local with Java, in memory or persisted under `dataDirectory`. */
export async function startDynamoDbLocal(options: { port: number; dataDirectory?: string }): Promise<RunningDynamoDb> {
  const directory = await ensureDynamoDbLocal();
  const storage = options.dataDirectory ? ['-dbPath', options.dataDirectory, '-sharedDb'] : ['-inMemory'];
  if (options.dataDirectory) {
    mkdirSync(options.dataDirectory, { recursive: true });
    await stopLeftBehind(options.dataDirectory);
  }
  const java: ChildProcess = spawn(
    'java',
    [
      ...localJvmOptions,
      `-Djava.library.path=${join(directory, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(directory, 'DynamoDBLocal.jar'),
      ...storage,
      '-port',
      String(options.port),
      '-disableTelemetry',
    ],
    // DynamoDB Local writes a metadata file into its working directory: keep it out of the repo.
    { stdio: ['ignore', 'ignore', 'pipe'], cwd: options.dataDirectory ?? tmpdir() },
  );
  let stderr = '';
  java.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  if (options.dataDirectory && java.pid) writeFileSync(join(options.dataDirectory, pidFileName), String(java.pid));
  const exited = new Promise<void>((done) => java.once('exit', () => done()));
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({ endpoint, region: localAwsRegion, credentials: dynamoDbLocalCredentials });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (java.exitCode !== null) throw new Error(`DynamoDB Local exited (${java.exitCode}): ${stderr}`);
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() > deadline) {
        java.kill('SIGKILL');
        throw new Error(`DynamoDB Local did not start on port ${options.port}: ${stderr}`);
      }
      await new Promise((done) => setTimeout(done, 150));
    }
  }
  client.destroy();
  return {
    endpoint,
    async stop() {
      if (java.exitCode === null) java.kill('SIGTERM');
      // Wait for the exit so the port is free for the next run.
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
      if (java.exitCode === null) java.kill('SIGKILL');
      if (options.dataDirectory) rmSync(join(options.dataDirectory, pidFileName), { force: true });
    },
  };
}
