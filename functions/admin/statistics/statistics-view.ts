import type { AdminStatistics } from '#shared/schemas/admin-statistics.ts';
import type { Month, MonthStatistics } from './model.ts';

/** The statistics as the API answers them (shared/schemas/admin-statistics.ts). */
export function toAdminStatistics(statistics: { from: Month; until: Month; months: MonthStatistics[] }): AdminStatistics {
  return {
    from: statistics.from,
    until: statistics.until,
    currency: 'DKK',
    months: statistics.months.map((month) => ({
      month: month.month,
      registrations: month.registrations,
      renewals: month.renewals,
      transfers_in: month.transfersIn,
      transfers_out: month.transfersOut,
      revenue_net: month.revenueNet,
      revenue_vat: month.revenueVat,
      active_domains: month.activeDomains,
    })),
  };
}
