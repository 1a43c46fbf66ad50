import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#shared/format.ts';
import type { Invoice } from '#shared/schemas/admin-orders.ts';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { TextField } from '#web/components/form/field.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { LoadedList } from '#web/components/ui/loaded-list.tsx';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { showError } from '#web/components/ui/toasts/toast-store.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { DownloadButton, MoneyCell } from '../../orders';
import { currentMonth, downloadOrderDocument, exportInvoices, periodSchema, useAdminInvoices } from '../api/orders';

function InvoicesTable({ invoices }: { invoices: readonly Invoice[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = [
    { id: 'number', header: t('admin.invoices.number') },
    { id: 'kind', header: t('admin.invoices.kind') },
    { id: 'date', header: t('admin.invoices.date') },
    { id: 'buyer', header: t('admin.invoices.buyer') },
    { id: 'net', header: t('admin.invoices.net'), align: 'right' },
    { id: 'vat', header: t('admin.invoices.vat'), align: 'right' },
    { id: 'total', header: t('admin.invoices.total'), align: 'right' },
    { id: 'document', header: t('admin.invoices.document'), actions: true },
  ] as const satisfies readonly TableColumn[];
  return (
    <ResponsiveTable caption={t('admin.invoices.listLabel')} columns={columns} stackBelow="3xl" testId="admin-invoices-table">
      {invoices.map((invoice) => (
        <TableRow key={`${invoice.kind}-${invoice.number}`} data-number={invoice.number} data-kind={invoice.kind} data-order={invoice.order_id} data-testid="admin-invoice-row">
          <TableCell column="number" rowHeader className="font-medium whitespace-nowrap text-slate-900">
            {invoice.number}
          </TableCell>
          <TableCell column="kind" className="text-slate-700">
            {t(invoice.kind === 'receipt' ? 'admin.invoices.kindReceipt' : 'admin.invoices.kindCreditNote')}
            {invoice.credits_number && <span className="block text-xs text-slate-500">{t('admin.invoices.credits', { number: invoice.credits_number })}</span>}
          </TableCell>
          <TableCell column="date" className="whitespace-nowrap text-slate-700">
            {formatDateTime(invoice.issued_at, locale).split(' ')[0]}
          </TableCell>
          <TableCell column="buyer" className="break-words text-slate-700">
            {invoice.buyer_name}
            <span className="block text-xs [overflow-wrap:anywhere] text-slate-500">{invoice.buyer_email}</span>
          </TableCell>
          <MoneyCell column="net" amount={invoice.net} />
          <MoneyCell column="vat" amount={invoice.vat} />
          <MoneyCell column="total" amount={invoice.total} strong />
          <TableCell column="document">
            <DownloadButton
              download={() => downloadOrderDocument(invoice.kind, invoice.order_id, locale, `${invoice.number}.pdf`)}
              failed={t('admin.orders.downloadFailed')}
              label={t('admin.invoices.downloadLabel', { number: invoice.number })}
            >
              {t('admin.invoices.download')}
            </DownloadButton>
          </TableCell>
        </TableRow>
      ))}
    </ResponsiveTable>
  );
}

/** The receipts and credit notes issued in a period, by number, their PDFs, and the period as CSV for the accountant. */
export function AdminInvoicesPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<{ from: string; to: string; cursor?: string }>(() => currentMonth());
  const { data, error } = useAdminInvoices(period);
  const [exporting, setExporting] = useState(false);
  const form = useForm({ initialValues: { from: period.from, to: period.to }, schema: periodSchema, onSubmit: (values) => setPeriod(values) });
  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportInvoices({ from: period.from, to: period.to }, `invoices-${period.from}-${period.to}.csv`);
    } catch (failure) {
      showError(`${t('admin.invoices.exportFailed')} ${errorMessage(failure, t)}`);
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="space-y-6">
      <form
        onSubmit={(event) => void form.handleSubmit(event)}
        noValidate
        aria-label={t('admin.invoices.periodLabel')}
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 sm:items-end"
        data-testid="admin-invoices-period"
      >
        <TextField field={form.field('from')} label={t('admin.orders.from')} type="date" />
        <TextField field={form.field('to')} label={t('admin.orders.to')} type="date" />
        <div>
          <SubmitButton busy={false}>{t('admin.invoices.show')}</SubmitButton>
        </div>
      </form>
      <div>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void exportCsv()}
          disabled={exporting}
          aria-busy={exporting || undefined}
          data-testid="admin-invoices-export"
        >
          {t('admin.invoices.export')}
        </button>
      </div>
      <section aria-label={t('admin.invoices.listLabel')} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <LoadedList
          items={data?.data}
          error={error}
          testId="admin-invoices"
          emptyText={t('admin.invoices.empty')}
          loadFailedText={t('admin.invoices.loadFailed')}
          placeholderLines={3}
        >
          {(invoices) => <InvoicesTable invoices={invoices} />}
        </LoadedList>
      </section>
      {(period.cursor || data?.links.next) && (
        <div className="flex flex-wrap gap-3">
          {period.cursor && (
            <button type="button" className={secondaryButton} onClick={() => setPeriod({ from: period.from, to: period.to })}>
              {t('admin.invoices.firstPage')}
            </button>
          )}
          {data?.links.next && (
            <button type="button" className={secondaryButton} onClick={() => setPeriod({ ...period, cursor: data.links.next ?? undefined })}>
              {t('admin.invoices.nextPage')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
