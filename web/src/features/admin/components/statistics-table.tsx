import { useTranslation } from 'react-i18next';
import { formatMoney } from '#shared/format.ts';
import type { StatisticsMonth } from '#shared/schemas/admin-statistics.ts';
import { ResponsiveTable, TableCell, TableRow } from '#web/components/ui/responsive-table.tsx';
import { useLocale } from '#web/lib/i18n.ts';
import { longMonth } from './statistics-figures';

/** Every figure of the charts, month by month, newest first: the charts' text alternative. */
export function StatisticsTable({ months }: { months: readonly StatisticsMonth[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = [
    { id: 'month', header: t('admin.statistics.month') },
    { id: 'registrations', header: t('admin.statistics.registrations'), align: 'right' as const },
    { id: 'renewals', header: t('admin.statistics.renewals'), align: 'right' as const },
    { id: 'transfersIn', header: t('admin.statistics.transfersIn'), align: 'right' as const },
    { id: 'transfersOut', header: t('admin.statistics.transfersOut'), align: 'right' as const },
    { id: 'revenueNet', header: t('admin.statistics.revenueNet'), align: 'right' as const },
    { id: 'revenueVat', header: t('admin.statistics.revenueVat'), align: 'right' as const },
    { id: 'activeDomains', header: t('admin.statistics.activeDomains'), align: 'right' as const },
  ];
  return (
    <ResponsiveTable caption={t('admin.statistics.table')} columns={columns} stackBelow="3xl" testId="statistics-table">
      {[...months].reverse().map((month) => (
        <TableRow key={month.month} data-month={month.month}>
          <TableCell column="month" rowHeader>
            {longMonth(month.month, locale)}
          </TableCell>
          <TableCell column="registrations">{month.registrations}</TableCell>
          <TableCell column="renewals">{month.renewals}</TableCell>
          <TableCell column="transfersIn">{month.transfers_in}</TableCell>
          <TableCell column="transfersOut">{month.transfers_out}</TableCell>
          <TableCell column="revenueNet" className="whitespace-nowrap">
            {formatMoney(month.revenue_net, locale)}
          </TableCell>
          <TableCell column="revenueVat" className="whitespace-nowrap">
            {formatMoney(month.revenue_vat, locale)}
          </TableCell>
          <TableCell column="activeDomains">{month.active_domains}</TableCell>
        </TableRow>
      ))}
    </ResponsiveTable>
  );
}
