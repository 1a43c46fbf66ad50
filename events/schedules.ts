import type { ContextDeclaration, ScheduleDeclaration } from '#functions/context-declaration.ts';
import { contexts } from '#functions/http/contexts.ts';

export type { ScheduleDeclaration } from '#functions/context-declaration.ts';

/**
 * Scheduled jobs (entry `functions/jobs/<job>/handler.ts`): EventBridge Scheduler in AWS, the
 * local scheduler in `npm start`. Each context declares its own (`schedules` in
 * `functions/<context>/context.ts`); the outbox relay, which serves every context, is declared
 * here. A job may take an input when invoked by hand (`expiry-sync`: `{ domainId }` or
 * `{ all: true }`); the schedule's run passes none.
 */
export const schedules: readonly ScheduleDeclaration[] = [
  {
    name: 'outbox-relay',
    job: 'outbox-relay',
    description: 'Publishes events whose delivery failed right after their change was saved (transactional outbox).',
    cron: 'cron(* * * * ? *)',
    timezone: 'Atlantic/Faroe',
    table: 'readwrite',
    writes: ['OUTBOX#'],
    publishes: ['*'],
  },
  ...(contexts as readonly ContextDeclaration[]).flatMap((context) => context.schedules ?? []),
];
