import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import type { ScheduleDeclaration } from '#events/schedules.ts';
import { JobSchedules, scheduleExpression } from '#infra/constructs/job-schedules.ts';

// The declared list may be short (or empty) for now; the construct is checked with its own list.
const declared: ScheduleDeclaration[] = [
  {
    name: 'auto-renewal',
    job: 'auto-renewal',
    description: 'Renews domains due today.',
    cron: '0 3 * * ? *',
    timezone: 'Atlantic/Faroe',
    table: 'readwrite',
    publishes: ['domain.renewed'],
  },
  {
    name: 'expiry-warnings',
    job: 'expiry-warnings',
    description: 'Warns owners of domains about to expire.',
    cron: 'cron(30 8 * * ? *)',
    timezone: 'UTC',
    table: 'read',
    publishes: [],
  },
];

describe('JobSchedules', () => {
  it('makes one schedule per declared job, in its time zone, invoking its own function', () => {
    const stack = new Stack(new App(), 'Jobs', { env: { account: '111111111111', region: 'eu-north-1' } });
    const functions: Record<string, LambdaFunction> = {};
    new JobSchedules(stack, 'Schedules', {
      schedules: declared,
      jobFunction: (schedule) =>
        (functions[schedule.job] = new LambdaFunction(stack, schedule.job, {
          runtime: Runtime.NODEJS_24_X,
          handler: 'index.handler',
          code: Code.fromInline('export const handler = async () => {};'),
        })),
    });

    const template = Template.fromStack(stack);
    const schedules = Object.values(template.findResources('AWS::Scheduler::Schedule')).map((schedule) => schedule.Properties);
    expect(schedules).toHaveLength(declared.length);
    for (const declaration of declared) {
      const functionId = stack.getLogicalId(functions[declaration.job]!.node.defaultChild as never);
      expect(schedules).toContainEqual(
        expect.objectContaining({
          Description: declaration.description,
          ScheduleExpression: scheduleExpression(declaration.cron),
          ScheduleExpressionTimezone: declaration.timezone,
          State: 'ENABLED',
          Target: expect.objectContaining({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] } }),
        }),
      );
    }
  });

  it('accepts the six cron fields bare or wrapped', () => {
    expect(scheduleExpression('0 3 * * ? *')).toBe('cron(0 3 * * ? *)');
    expect(scheduleExpression('cron(0 3 * * ? *)')).toBe('cron(0 3 * * ? *)');
  });
});
