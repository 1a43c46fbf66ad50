import type { ActivityChange } from '#shared/schemas/activity.ts';
import type { ActivityLog } from '../../admin-people/activity/ports.ts';
import { queryItems } from './commands/query.ts';
import { activityEntryEntity } from './activity-entities.ts';
import { keys } from './entities.ts';
import type { PortalTable } from './table.ts';

/**
 * The admin's activity log (patterns 7, 8, 9 in docs/data-model.md): one query of one partition
 * a page, newest first, the sort key cut to the dates asked: an actor's on gsi1, a subject's in
 * the table, or a month of everything on gsi2.
 */
export function createActivityLog(table: PortalTable): ActivityLog {
  const query = queryItems(activityEntryEntity(table));
  return {
    async page(source, range, limit, start) {
      const between = { between: [keys.activitySort(range.from, ''), keys.activitySort(range.to, '')] as [string, string] };
      const partition =
        source.by === 'actor'
          ? { index: 'gsi1' as const, partition: keys.activityByActor(source.actor), range: between }
          : source.by === 'subject'
            ? { partition: keys.activityBySubject(source.subject), range: between }
            : { index: 'gsi2' as const, partition: keys.activityByMonth(source.month), range: between };
      const found = await query(partition, { reverse: true, limit, ...(start ? { exclusiveStartKey: start } : {}) });
      return {
        entries: (found.Items ?? []).map((record) => ({ ...record, changes: record.changes as ActivityChange[] | undefined })),
        ...(found.LastEvaluatedKey ? { next: found.LastEvaluatedKey } : {}),
      };
    },
  };
}
