import { Duration } from 'aws-cdk-lib';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { schedules as scheduleDeclarations, type ScheduleDeclaration } from '#events/schedules.ts';
import type { Forwarding } from '../constructs/forwarding.ts';
import { JobSchedules } from '../constructs/job-schedules.ts';
import type { PortalFunction } from '../constructs/portal-function.ts';
import { itemFamiliesWrittenBy } from '../item-families.ts';
import { entries, pascalCase } from '../names.ts';
import { jobRunMaxAge, PortalFunctionsStack, type PortalFunctionsStackProps } from './portal-functions-stack.ts';

export interface JobsStackProps extends PortalFunctionsStackProps {
  forwarding: Forwarding;
  /** Per schedule: its job's failed runs (the schedule's DLQ and the function's on-failure destination). */
  jobFailureQueues: Record<string, IQueue>;
}

/**
 * What runs on a clock (`Okisnavn-<Stage>-Jobs`): one Lambda per job and its EventBridge
 * Scheduler schedule, built from the schedule declarations the local runtime reads too.
 */
export class JobsStack extends PortalFunctionsStack {
  readonly jobs: Record<string, PortalFunction> = {};
  readonly schedules: JobSchedules;

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    this.schedules = new JobSchedules(this, 'Schedules', {
      schedules: scheduleDeclarations,
      jobFunction: (declaration) => this.jobFunction(declaration, props).function,
      deadLetterQueue: (declaration) => props.jobFailureQueues[declaration.name]!,
    });
  }

  private jobFunction(declaration: ScheduleDeclaration, props: JobsStackProps): PortalFunction {
    const job = this.declaredFunction(`${pascalCase(declaration.job)}Job`, declaration, {
      entry: entries.job(declaration.job),
      service: declaration.job,
      description: declaration.description,
      tableAccess: declaration.table,
      writesItems: itemFamiliesWrittenBy(`job/${declaration.job}`),
      publishesEvents: declaration.publishes.length > 0,
      // Jobs work through what is due in batches; give them room.
      timeout: Duration.minutes(5),
      // One run at a time: a run that starts while the previous one still works (outbox-relay
      // may run 5 minutes and starts every minute) is throttled and waits in Lambda's async
      // queue until the previous run ends (docs/decisions/nothing-fails-silently-alarms-dead-letter-queues-one-job-run.md).
      reservedConcurrency: 1,
      // A failed run is not retried twice in silence: it goes to the job's failure queue
      // (alarmed); the next scheduled run takes up what is due anyway.
      failedRunsTo: { queue: props.jobFailureQueues[declaration.name]!, maxAge: jobRunMaxAge },
    });
    this.jobs[declaration.name] = job;
    return job;
  }
}
