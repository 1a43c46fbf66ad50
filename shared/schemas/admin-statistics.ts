import * as z from 'zod';
import { dataEnvelope } from './common.ts';

/** `GET /admin/statistics?months`: the last `months` months (this one included), 12 unless asked; 1 to 36. */
export const adminStatisticsQuery = z.strictObject({
  months: z
    .string()
    .regex(/^[1-9][0-9]?$/, { error: 'validation.must_be_number' })
    .transform(Number)
    .pipe(z.int().min(1).max(36, { error: 'validation.must_be_number' }))
    .optional(),
});

/** One month (Atlantic/Faroe) of the statistics: what happened in it, and the active domains at its end (now, for this month). */
export const statisticsMonthSchema = z.object({
  /** `YYYY-MM` */
  month: z.string(),
  registrations: z.int(),
  renewals: z.int(),
  transfers_in: z.int(),
  transfers_out: z.int(),
  /** øre: the net of the names registered or renewed by orders settled in the month. */
  revenue_net: z.int(),
  /** øre: their VAT. */
  revenue_vat: z.int(),
  active_domains: z.int(),
});
export type StatisticsMonth = z.infer<typeof statisticsMonthSchema>;

export const adminStatisticsSchema = z.object({
  from: z.string(),
  until: z.string(),
  currency: z.literal('DKK'),
  /** Oldest first, every month of the window (zeros where nothing happened). */
  months: z.array(statisticsMonthSchema),
});
export type AdminStatistics = z.infer<typeof adminStatisticsSchema>;

export const adminStatisticsResponse = dataEnvelope(adminStatisticsSchema);
