import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '#infra/names.ts';
import { fakeSpaBuild } from './synthesize.ts';

it('`npx cdk synth` succeeds offline without AWS credentials', () => {
  // No AWS_* variables and no shared credentials file: nothing the CLI could log in with.
  const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('AWS_') && !name.startsWith('CDK_')));
  const home = mkdtempSync(join(tmpdir(), 'okisnavn-home-'));
  const output = mkdtempSync(join(tmpdir(), 'okisnavn-cdk-out-'));
  const result = spawnSync('npx', ['cdk', 'synth', '--quiet', '--output', output, '--context', `webAssets=${fakeSpaBuild()}`], {
    cwd: repoRoot,
    // The SPA is the fake build above: cdk.json's build hook leaves web/dist alone (infra/bin/build-spa.mjs).
    env: { ...environment, HOME: home, AWS_CONFIG_FILE: join(home, 'none'), AWS_SHARED_CREDENTIALS_FILE: join(home, 'none'), CI: 'true', OKISNAVN_WEB_BUILD: 'skip' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  expect(result.stderr).not.toMatch(/AwsSolutions-/);
}, 150_000);
