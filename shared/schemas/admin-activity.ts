import * as z from 'zod';
import { activityEntrySchema } from './activity.ts';
import { dataEnvelope, oneLine } from './common.ts';

const text = (max: number) => oneLine(z.string().trim().max(max, { error: 'validation.invalid_value' })).optional();
const date = z
  .string()
  .max(40, { error: 'validation.invalid_value' })
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/, { error: 'validation.invalid_value' })
  .optional();

/**
 * The admin activity log's filters (issue 17): who acted (a user's id, or `system`, `registry`,
 * `job`), on what (`domain:<id>`, `user:<id>`…), which activity (an event name), from and to a date.
 */
export const adminActivityFilterQuery = z.strictObject({
  actor: text(200),
  subject: text(300),
  activity: text(100),
  from: date,
  to: date,
});

export const adminActivityListQuery = adminActivityFilterQuery.extend({
  cursor: z.string().max(4000, { error: 'validation.invalid_value' }).optional(),
});

export const adminActivityListResponse = dataEnvelope(
  z.object({
    data: z.array(activityEntrySchema.extend({ actor: activityEntrySchema.shape.actor.extend({ id: z.string() }) })),
    links: z.object({ next: z.string().nullable() }),
  }),
);
