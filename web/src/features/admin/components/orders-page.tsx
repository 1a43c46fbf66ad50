import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#shared/format.ts';
import type { OrderTotals } from '#shared/schemas/admin-orders.ts';
import { orderStatuses } from '#shared/schemas/orders.ts';
import { SelectField } from '#web/components/form/select-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { TextField } from '#web/components/form/field.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { LoadedList } from '#web/components/ui/loaded-list.tsx';
import { useLocale } from '#web/lib/i18n.ts';
import { orderStatusText } from '../../orders';
import { currentMonth, type OrderFilter, orderFilterSchema, useAdminOrders } from '../api/orders';
import { AdminOrdersTable } from './orders-table';

function Totals({ totals }: { totals: OrderTotals }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows = [
    { id: 'count', label: t('admin.orders.count'), value: String(totals.count) },
    { id: 'net', label: t('admin.orders.net'), value: formatMoney(totals.net, locale) },
    { id: 'vat', label: t('admin.orders.vat'), value: formatMoney(totals.vat, locale) },
    { id: 'total', label: t('admin.orders.total'), value: formatMoney(totals.total, locale) },
    { id: 'paid', label: t('admin.orders.paidTotal'), value: formatMoney(totals.paid, locale) },
    { id: 'refunded', label: t('admin.orders.refunded'), value: formatMoney(totals.refunded, locale) },
    { id: 'awaiting_payment', label: t('admin.orders.awaitingPayment'), value: formatMoney(totals.awaiting_payment, locale) },
  ];
  return (
    <dl aria-label={t('admin.orders.totalsLabel')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-7" data-testid="admin-orders-totals">
      {rows.map((row) => (
        <div key={row.id} className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm" data-total={row.id}>
          <dt className="text-xs font-medium text-slate-600">{row.label}</dt>
          <dd className="mt-1 font-semibold whitespace-nowrap text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The orders of a period (status and dates), their totals, a page at a time, and the administrators' actions on each. */
export function AdminOrdersPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OrderFilter>(() => ({ status: '', ...currentMonth() }));
  const { data, error, mutate } = useAdminOrders(filter);
  const form = useForm({
    initialValues: { status: filter.status as string, from: filter.from, to: filter.to },
    schema: orderFilterSchema,
    onSubmit: (query) => setFilter({ status: query.status ?? '', from: query.from, to: query.to }),
  });
  const options = [{ value: '', label: t('admin.orders.allStatuses') }, ...orderStatuses.map((status) => ({ value: status, label: orderStatusText(status, t) }))];
  return (
    <div className="space-y-6">
      <form
        onSubmit={(event) => void form.handleSubmit(event)}
        noValidate
        aria-label={t('admin.orders.filterLabel')}
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-4 sm:items-end"
        data-testid="admin-orders-filter"
      >
        <SelectField field={form.field('status')} label={t('admin.orders.status')} options={options} />
        <TextField field={form.field('from')} label={t('admin.orders.from')} type="date" />
        <TextField field={form.field('to')} label={t('admin.orders.to')} type="date" />
        <div>
          <SubmitButton busy={false}>{t('admin.orders.show')}</SubmitButton>
        </div>
      </form>
      {data && <Totals totals={data.totals} />}
      <section aria-label={t('admin.orders.listLabel')} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <LoadedList items={data?.data} error={error} testId="admin-orders" emptyText={t('admin.orders.empty')} loadFailedText={t('admin.orders.loadFailed')} placeholderLines={3}>
          {(orders) => <AdminOrdersTable orders={orders} onChanged={() => void mutate()} />}
        </LoadedList>
      </section>
      {(filter.cursor || data?.links.next) && (
        <div className="flex flex-wrap gap-3">
          {filter.cursor && (
            <button type="button" className={secondaryButton} onClick={() => setFilter({ ...filter, cursor: undefined })}>
              {t('admin.orders.firstPage')}
            </button>
          )}
          {data?.links.next && (
            <button type="button" className={secondaryButton} onClick={() => setFilter({ ...filter, cursor: data.links.next ?? undefined })}>
              {t('admin.orders.nextPage')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
