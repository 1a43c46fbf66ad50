import { activityEntryEntity } from './entities.ts';

export type ActivityEntry = Parameters<typeof activityEntryEntity.create>[0];

export const activityRepository = {
  /**
   * Records an entry once: the key holds the event id, so a redelivered event finds its entry
   * already there and is acknowledged without a second row.
   */
  async recordOnce(entry: ActivityEntry): Promise<'recorded' | 'already-recorded'> {
    try {
      await activityEntryEntity.create(entry).go();
      return 'recorded';
    } catch (error) {
      if (/ConditionalCheckFailed/i.test(String(error) + String((error as { cause?: unknown }).cause ?? ''))) return 'already-recorded';
      throw error;
    }
  },

  /** Newest first. */
  async listBySubject(subject: string, limit = 50) {
    const { data } = await activityEntryEntity.query.bySubject({ subject }).go({ order: 'desc', limit });
    return data;
  },
};

export type ActivityRepository = typeof activityRepository;
