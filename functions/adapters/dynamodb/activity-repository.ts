import type { FormattedItem } from 'dynamodb-toolbox/entity';
import type { ActivityEntry } from '../../activity/model.ts';
import { putItem } from './commands/put.ts';
import { queryItems } from './commands/query.ts';
import { isConditionFailure } from './conditions.ts';
import { activityEntryEntity, keys } from './entities.ts';
import type { PortalTable } from './table.ts';

export type ActivityRecord = FormattedItem<ReturnType<typeof activityEntryEntity>>;

export function createActivityRepository(table: PortalTable) {
  const entries = { put: putItem(activityEntryEntity(table)), query: queryItems(activityEntryEntity(table)) };

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
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
