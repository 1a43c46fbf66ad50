import useSWR from 'swr';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** The windows the statistics page offers, in months (the API takes 1 to 36). */
export const statisticsWindows = [6, 12, 24] as const;
export type StatisticsWindow = (typeof statisticsWindows)[number];

/** `GET /admin/statistics?months`: the last `months` months, oldest first (administrators). */
export function useAdminStatistics(months: StatisticsWindow) {
  const query = { months: String(months) };
  return useSWR(apiPath('getAdminStatistics', { query }), () => callApi('getAdminStatistics', { query }));
}
