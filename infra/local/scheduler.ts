import { randomUUID } from 'node:crypto';
import type { ScheduleDeclaration } from '#events/schedules.ts';
import { type CronMatcher, parseCron } from './cron.ts';

/** A job's run; `input` is what an invocation by hand passes (the schedule passes none). */
/** A job as Lambda calls it; the context carries the invocation's request id (logged with every line). */
export type Job = (input: unknown, context: { awsRequestId: string }) => Promise<unknown>;

/**
 * The local EventBridge Scheduler: once a minute, runs every job whose cron matches the
 * current minute in its time zone. `run` starts a job at once (the dev page and tests use it).
 */
export class LocalScheduler {
  private readonly entries: Array<{ declaration: ScheduleDeclaration; matches: CronMatcher; job: Job }>;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    declarations: readonly ScheduleDeclaration[],
    jobs: ReadonlyMap<string, Job>,
    private readonly onError: (schedule: string, error: unknown) => void,
  ) {
    this.entries = declarations.map((declaration) => {
      const job = jobs.get(declaration.job);
      if (!job) throw new Error(`Schedule ${declaration.name} names unknown job ${declaration.job}`);
      return { declaration, matches: parseCron(declaration.cron, declaration.timezone), job };
    });
  }

  start(): void {
    const untilNextMinute = 60_000 - (Date.now() % 60_000);
    this.timer = setTimeout(() => {
      this.tick(new Date());
      this.start();
    }, untilNextMinute);
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  tick(instant: Date): void {
    for (const entry of this.entries) {
      if (entry.matches(instant)) void this.run(entry.declaration.name);
    }
  }

  async run(scheduleName: string, input?: unknown): Promise<unknown> {
    const entry = this.entries.find((candidate) => candidate.declaration.name === scheduleName);
    if (!entry) throw new Error(`Unknown schedule ${scheduleName}`);
    try {
      return await entry.job(input, { awsRequestId: randomUUID() });
    } catch (error) {
      this.onError(scheduleName, error);
      return undefined;
    }
  }

  get names(): string[] {
    return this.entries.map((entry) => entry.declaration.name);
  }
}
