import { Validations } from 'aws-cdk-lib';
import { Role } from 'aws-cdk-lib/aws-iam';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { beforeAll, expect, it } from 'vitest';
import { synthesizePortal, validationReport } from './synthesize.ts';

let synthesized: ReturnType<typeof synthesizePortal>;
beforeAll(() => {
  // Synth itself would throw ValidationFailed on any unacknowledged AwsSolutions finding.
  synthesized = synthesizePortal();
});

/** Both cdk-nag packs run at synth: AWS Solutions and Serverless. */
const packs = ['AwsSolutions', 'Serverless'] as const;
const report = (pack: (typeof packs)[number]) => validationReport(synthesized.assembly).pluginReports.find((candidate) => candidate.pluginName === pack)!;
const awsSolutions = () => report('AwsSolutions');

/** Every `AwsSolutions::…` or `Serverless::…` acknowledgement recorded in the construct tree, with where it was made. */
function acknowledgements() {
  return synthesized.app.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      .filter(([id]) => packs.some((pack) => id.startsWith(`${pack}::`)))
      .map(([id, reason]) => ({ id, reason, at: construct.node.path })),
  );
}

it('passes the AWS Solutions checks', () => {
  expect(awsSolutions().conclusion).toBe('success');
  expect(awsSolutions().violations).toEqual([]);
});

it('passes the Serverless checks', () => {
  expect(report('Serverless')).toBeDefined();
  expect(report('Serverless').conclusion).toBe('success');
  expect(report('Serverless').violations).toEqual([]);
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
  const used = new Set(packs.flatMap((pack) => report(pack).suppressedViolations ?? []).map((violation) => `${violation.acknowledgedAt} ${violation.acknowledgedId}`));
  const unused = acknowledgements().filter(({ id, at }) => !used.has(`${at} ${id}`));
  expect(unused).toEqual([]);
});

it('acknowledges IAM5 wildcards one by one (the exact wildcard), on the role that holds them: never a bare IAM5, never on a stack', () => {
  const iam5 = acknowledgements().filter(({ id }) => id.startsWith('AwsSolutions::AwsSolutions-IAM5'));
  expect(iam5.length).toBeGreaterThan(0);
  const constructs = new Map(synthesized.app.node.findAll().map((construct) => [construct.node.path, construct]));
  for (const { id, at } of iam5) {
    expect(id).toMatch(/^AwsSolutions::AwsSolutions-IAM5\[(Resource|Action)::[^\]]*\*[^\]]*\]$/);
    expect(constructs.get(at) instanceof Role, `${id} at ${at}`).toBe(true);
  }
});

it('fails synth on an unacknowledged finding', () => {
  expect(() =>
    synthesizePortal({}, ({ stateful }) => {
      // A queue without a dead-letter queue and without enforced TLS: AwsSolutions-SQS3 and -SQS4.
      new Queue(stateful, 'CarelessQueue');
    }),
  ).toThrow(/AwsSolutions-SQS3/);
});

it('fails synth on an unacknowledged Serverless finding', () => {
  expect(() =>
    synthesizePortal({}, ({ stateful }) => {
      // A queue without a redrive policy: Serverless-SQSRedrivePolicy (and AwsSolutions-SQS3, acknowledged here).
      const queue = new Queue(stateful, 'UndrainedQueue', { enforceSSL: true });
      Validations.of(queue).acknowledge({ id: 'AwsSolutions::AwsSolutions-SQS3', reason: 'Only the Serverless pack is under test here: this queue lacks a redrive policy.' });
    }),
  ).toThrow(/Serverless-SQSRedrivePolicy/);
});
