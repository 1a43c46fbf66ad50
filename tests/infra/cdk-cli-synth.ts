import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { inject } from 'vitest';
import { repoRoot } from '#infra/names.ts';
import { fakeSpaBuild } from './synthesize.ts';

/** How the one `npx cdk synth` of the run ended, and where its cloud assembly is. */
export interface CdkCliSynth {
  status: number | null;
  stdout: string;
  stderr: string;
  /** The cloud assembly's folder (`--output`). */
  output: string;
  /** The SPA build it was given (`--context webAssets=…`). */
  webAssets: string;
}

/** Long enough for the synth on a loaded 2-core machine; the infra project's hooks allow 180 s. */
const synthTimeoutMs = 150_000;

/**
 * The real `npx cdk synth` — the CLI, `cdk.json`'s app and every Lambda bundled as `cdk deploy`
 * ships it — offline and without AWS credentials, run once for the whole infra run and shared by
 * the files that need it (`cdk-cli` checks that it succeeds, `lambda-runtime-modules` loads its
 * bundles). The first file to ask runs it (an atomic `mkdir` decides who); another one waiting
 * meanwhile reads the same result. Each synth bundles about forty entries: two cost ≈ 35 s more on
 * two cores (docs/decisions/one-cdk-synth-for-the-infra-tests.md).
 */
export async function cdkCliSynth(): Promise<CdkCliSynth> {
  const folder = inject('cdkCliFolder');
  const resultFile = join(folder, 'result.json');
  let mine = false;
  try {
    mkdirSync(join(folder, 'synthesizing'));
    mine = true;
  } catch {
    // Another file is synthesizing (or has): wait for its result.
  }
  if (mine) {
    const result = await synthesize(join(folder, 'cdk.out'));
    writeFileSync(`${resultFile}.part`, JSON.stringify(result));
    renameSync(`${resultFile}.part`, resultFile);
    return result;
  }
  const deadline = Date.now() + synthTimeoutMs + 20_000;
  while (!existsSync(resultFile)) {
    if (Date.now() > deadline) throw new Error(`No result from the shared cdk synth in ${folder}`);
    await sleep(250);
  }
  return JSON.parse(readFileSync(resultFile, 'utf8')) as CdkCliSynth;
}

/** The shared synth's cloud assembly, as the CLI wrote it. */
export function cloudAssemblyOf(synth: CdkCliSynth): CloudAssembly {
  return new CloudAssembly(synth.output);
}

async function synthesize(output: string): Promise<CdkCliSynth> {
  // No AWS_* variables and no shared credentials file: nothing the CLI could log in with.
  const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('AWS_') && !name.startsWith('CDK_')));
  const home = mkdtempSync(join(output, '..', 'home-'));
  const webAssets = fakeSpaBuild();
  const child = spawn('npx', ['cdk', 'synth', '--quiet', '--output', output, '--context', `webAssets=${webAssets}`], {
    cwd: repoRoot,
    // The SPA is the fake build above: cdk.json's build hook leaves web/dist alone (infra/bin/build-spa.mjs).
    env: { ...environment, HOME: home, AWS_CONFIG_FILE: join(home, 'none'), AWS_SHARED_CREDENTIALS_FILE: join(home, 'none'), CI: 'true', OKISNAVN_WEB_BUILD: 'skip' },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: synthTimeoutMs,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((done) => {
    child.once('error', (error) => {
      stderr += String(error);
      done(null);
    });
    // Its output to the end ('close'), but not longer than 2 s after npx itself exits: killed at the
    // timeout, what it started may keep the pipes open.
    child.once('exit', (code) => {
      const flushed = setTimeout(() => done(code), 2_000);
      child.once('close', () => {
        clearTimeout(flushed);
        done(code);
      });
    });
  });
  return { status, stdout, stderr, output, webAssets };
}
