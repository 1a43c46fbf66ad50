import { expect, it } from 'vitest';
import { cdkCliSynth } from './cdk-cli-synth.ts';

it('`npx cdk synth` succeeds offline without AWS credentials', async () => {
  // The run's one real synth (tests/infra/cdk-cli-synth.ts): no AWS_* variables, no credentials file.
  const result = await cdkCliSynth();
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  expect(result.stderr).not.toMatch(/AwsSolutions-/);
}, 180_000);
