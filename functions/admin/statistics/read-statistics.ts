import { monthOf, monthsBefore, statisticsOfMonths } from './counting.ts';
import type { Month, MonthStatistics } from './model.ts';
import type { ReadingPorts } from './ports.ts';

/** The statistics of `months` months ending with `until` (default: this month), oldest first. */
export async function readStatistics(
  request: { months: number; until?: Month },
  ports: ReadingPorts,
  now: Date,
): Promise<{ from: Month; until: Month; months: MonthStatistics[] }> {
  const until = request.until ?? monthOf(now);
  const from = monthsBefore(until, request.months);
  return { from, until, months: statisticsOfMonths(await ports.statistics.months(), from, until) };
}
