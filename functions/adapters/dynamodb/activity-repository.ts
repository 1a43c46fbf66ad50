import type { FormattedItem } from 'dynamodb-toolbox/entity';
import type { ActivityChange } from '#shared/schemas/activity.ts';
import type { ActivityEntry, ActivityPage } from '../../activity/model.ts';
import type { ActivityRepository } from '../../activity/ports.ts';
import { putItem } from './commands/put.ts';
import { queryItems } from './commands/query.ts';
import { isConditionFailure } from './conditions.ts';
import { activityEntryEntity } from './activity-entities.ts';
import { keys } from './entities.ts';
import type { PortalTable } from './table.ts';

export type ActivityRecord = FormattedItem<ReturnType<typeof activityEntryEntity>>;

const entryOf = (record: ActivityRecord): ActivityEntry => ({ ...record, changes: record.changes as ActivityChange[] | undefined });

export function createActivityRepository(table: PortalTable): ActivityRepository & { listBySubject(subject: string, limit?: number): Promise<ActivityRecord[]> } {
  const entries = { put: putItem(activityEntryEntity(table)), query: queryItems(activityEntryEntity(table)) };

  /**
   * Newest first, page `page` of `perPage`: reads the pages before it too (page × per_page + 1
   * items at most; the extra one says whether more follow), as the notifications do.
   */
  const pageOf = async (query: Parameters<typeof entries.query>[0], page: number, perPage: number): Promise<ActivityPage> => {
    const { Items = [] } = await entries.query(query, { reverse: true, limit: page * perPage + 1 });
    return { entries: Items.slice((page - 1) * perPage, page * perPage).map(entryOf), hasMore: Items.length > page * perPage };
  };

  return {
    /**
     * Records an entry once: the key holds the event id, so a redelivered event finds its entry
     * already there and is acknowledged without a second row.
     */
    async recordOnce(entry: ActivityEntry): Promise<'recorded' | 'already-recorded'> {
      try {
        await entries.put(entry, { condition: { attr: 'eventId', exists: false } });
        return 'recorded';
      } catch (error) {
        if (isConditionFailure(error)) return 'already-recorded';
        throw error;
      }
    },

    /** Newest first. */
    async listBySubject(subject: string, limit = 50): Promise<ActivityRecord[]> {
      const { Items = [] } = await entries.query({ partition: keys.activityBySubject(subject) }, { reverse: true, limit });
      return Items;
    },

    pageBySubject: (subject, page, perPage) => pageOf({ partition: keys.activityBySubject(subject), range: { beginsWith: 'ACTIVITY#' } }, page, perPage),

    pageByActor: (actor, page, perPage) => pageOf({ index: 'gsi1', partition: keys.activityByActor(actor), range: { beginsWith: 'ACTIVITY#' } }, page, perPage),
  };
}
