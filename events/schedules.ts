/**
 * Scheduled jobs (entry `functions/jobs/<job>/handler.ts`): EventBridge Scheduler in AWS, the
 * local scheduler in `npm start`. `cron` uses EventBridge's six-field form
 * (minutes hours day-of-month month day-of-week year), evaluated in `timezone`.
 * The jobs of the spec (auto-renewal, expiry sync, expiry warnings, transfer auto-approval)
 * arrive with the issues that build their features.
 */
export interface ScheduleDeclaration {
  name: string;
  job: string;
  description: string;
  cron: string;
  timezone: string;
  table: 'read' | 'readwrite';
}

export const schedules: readonly ScheduleDeclaration[] = [];
