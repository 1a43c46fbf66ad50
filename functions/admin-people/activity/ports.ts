import type { ActivityEntry } from '../../activity/model.ts';

/** Which index an activity-log page reads: by actor (gsi1), by subject (the table), or everything by month (gsi2). */
export type ActivitySourceQuery = { by: 'actor'; actor: string } | { by: 'subject'; subject: string } | { by: 'month'; month: string };

/** The admin's activity log (adapter: `adapters/dynamodb/admin-activity-log.ts`, patterns 7–9). */
export interface ActivityLog {
  /** Newest first, entries that occurred in [from, to), at most `limit`, from `start` (a page's `next`). */
  page(
    source: ActivitySourceQuery,
    range: { from: string; to: string },
    limit: number,
    start?: Record<string, unknown>,
  ): Promise<{ entries: ActivityEntry[]; next?: Record<string, unknown> }>;
}
