import { Duration, Stack, TimeZone, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ScheduleDeclaration } from '#events/schedules.ts';
import { pascalCase } from '../names.ts';

export interface JobSchedulesProps {
  schedules: readonly ScheduleDeclaration[];
  /** The Lambda that runs a schedule's job (the stateless stack makes a PortalFunction). */
  jobFunction: (schedule: ScheduleDeclaration) => IFunction;
  /** Where Scheduler puts an invocation it could not make after its retries (alarmed). */
  deadLetterQueue?: (schedule: ScheduleDeclaration) => IQueue;
}

/** Scheduler's retries of a job's invocation before it goes to the dead-letter queue. */
export const scheduleRetry = { attempts: 3, maxEventAge: Duration.hours(1) } as const;

/** One EventBridge Scheduler schedule per declared job, invoking the job's Lambda. */
export class JobSchedules extends Construct {
  readonly schedules: Record<string, Schedule> = {};
  /** The role Scheduler invokes the jobs with: each job's function (and its failure queue), nothing else. */
  readonly role: Role;

  constructor(scope: Construct, id: string, props: JobSchedulesProps) {
    super(scope, id);
    // An own role rather than the stack-wide one LambdaInvoke would make, so that what it may do
    // (and each wildcard acknowledged below) belongs to this role only. Only this account's
    // schedules may assume it.
    this.role = new Role(this, 'InvokeRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } } }),
    });
    for (const declaration of props.schedules) {
      const jobFunction = props.jobFunction(declaration);
      this.schedules[declaration.name] = new Schedule(this, pascalCase(declaration.name), {
        description: declaration.description,
        // Evaluated in the declaration's time zone, daylight saving included.
        schedule: ScheduleExpression.expression(scheduleExpression(declaration.cron), TimeZone.of(declaration.timezone)),
        // A few retries, not Scheduler's default of a day's worth: a job only takes what is due,
        // so the next run catches up anyway.
        target: new LambdaInvoke(jobFunction, {
          role: this.role,
          retryAttempts: scheduleRetry.attempts,
          maxEventAge: scheduleRetry.maxEventAge,
          ...(props.deadLetterQueue ? { deadLetterQueue: props.deadLetterQueue(declaration) } : {}),
        }),
      });
      // LambdaInvoke grants lambda:InvokeFunction on the function and its versions (`<arn>:*`).
      const logicalId = Stack.of(this).getLogicalId(jobFunction.node.defaultChild as CfnFunction);
      Validations.of(this.role).acknowledge({
        id: `AwsSolutions::AwsSolutions-IAM5[Resource::<${logicalId}.Arn>:*]`,
        reason: `The scheduler role may invoke the ${declaration.job} job's versions and aliases too (LambdaInvoke's grant); it can invoke no other function.`,
      });
    }
  }
}

/** The six cron fields, written bare (`0 3 * * ? *`) or already wrapped (`cron(0 3 * * ? *)`). */
export function scheduleExpression(cron: string): string {
  const trimmed = cron.trim();
  return /^cron\(.*\)$/.test(trimmed) ? trimmed : `cron(${trimmed})`;
}
