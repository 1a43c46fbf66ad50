import { Validations } from 'aws-cdk-lib';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { beforeAll, expect, it } from 'vitest';
import { synthesizePortal, validationReport } from './synthesize.ts';

let synthesized: ReturnType<typeof synthesizePortal>;
beforeAll(() => {
  // Synth itself would throw ValidationFailed on any unacknowledged AwsSolutions finding.
  synthesized = synthesizePortal();
});

const awsSolutions = () => validationReport(synthesized.assembly).pluginReports.find((report) => report.pluginName === 'AwsSolutions')!;

/** Every `AwsSolutions::…` acknowledgement recorded in the construct tree, with where it was made. */
function acknowledgements() {
  return synthesized.app.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .filter(([id]) => id.startsWith('AwsSolutions::'))
      .map(([id, reason]) => ({ id, reason, at: construct.node.path })),
  );
}

it('passes the AWS Solutions checks', () => {
  expect(awsSolutions().conclusion).toBe('success');
  expect(awsSolutions().violations).toEqual([]);
});

it('gives every acknowledgement a specific reason', () => {
  const recorded = acknowledgements();
  expect(recorded.length).toBeGreaterThan(0);
  for (const { reason } of recorded) {
    expect(reason.length).toBeGreaterThan(40);
    expect(reason).not.toMatch(/^(ok|fine|n\/a|not needed|suppressed|todo)\b/i);
  }
});

it('acknowledges only findings that exist (no stale acknowledgements)', () => {
  const used = new Set(awsSolutions().suppressedViolations!.map((violation) => `${violation.acknowledgedAt} ${violation.acknowledgedId}`));
  const unused = acknowledgements().filter(({ id, at }) => !used.has(`${at} ${id}`));
  expect(unused).toEqual([]);
});

it('fails synth on an unacknowledged finding', () => {
  expect(() =>
    synthesizePortal({}, ({ stateful }) => {
      // A queue without a dead-letter queue and without enforced TLS: AwsSolutions-SQS3 and -SQS4.
      new Queue(stateful, 'CarelessQueue');
    }),
  ).toThrow(/AwsSolutions-SQS3/);
});
