import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditNote, Order } from '#shared/schemas/orders.ts';
import { formatDateTime, formatMoney } from '#shared/format.ts';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { useLocale } from '#web/lib/i18n.ts';
import { failureReasonText, orderFailureReasons, orderStatusText } from '../order-texts';
import { DownloadReceiptButton } from './download-receipt-button';
import { DayAndTime, DomainNamesCell, MoneyCell } from './order-cells';

/**
 * A settled order has its receipt (issued once, numbered, kept: functions/orders/issue-receipt.ts):
 * its names registered or refunded. A paid order being carried out gets it seconds later; a
 * pending, failed or expired order, or a payment of the wrong amount (given back), has none.
 */
export function hasReceipt(order: Pick<Order, 'status'>): boolean {
  return order.status === 'registered' || order.status === 'refunded';
}

/** The date on a receipt: when it was paid, or when the order was made. */
export function receiptDate(order: Pick<Order, 'paid_at' | 'created_at'>): string {
  return order.paid_at ?? order.created_at;
}

/** The receipt's row: what a credit note's row links to. */
export const receiptRowId = (orderId: string) => `receipt-${orderId}`;

const linkClass = 'rounded text-blue-700 underline underline-offset-2 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-600';

/**
 * An administrator's refund: the order's credit note as a row of its own, right after the
 * receipt it credits (linked), marked as a credit note, with negative amounts and its PDF (once
 * issued: the list may come in the seconds between the refund and the note).
 */
function CreditNoteRow({ order, note }: { order: Order; note: CreditNote }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const none = t('receipts.none');
  const date = formatDateTime(note.issued_at, locale);
  const credited = order.items.filter((item) => item.status === 'registered').map((item) => item.domain);
  const names = credited.length > 0 ? credited : order.items.map((item) => item.domain);
  return (
    <TableRow data-order={order.id} data-credit-note={note.number ?? ''} data-testid="credit-note-row">
      <TableCell column="date" className="text-slate-700">
        <DayAndTime text={date} />
      </TableCell>
      <DomainNamesCell names={names} />
      <MoneyCell column="total" amount={note.total} strong />
      <MoneyCell column="vat" amount={note.vat} />
      <TableCell column="status" className="font-medium text-slate-900">
        {t('receipts.creditNote')}
      </TableCell>
      <TableCell column="reason" className="text-slate-700">
        <a href={`#${receiptRowId(order.id)}`} className={linkClass} data-testid="credit-note-credits">
          {note.credits_receipt_number ? t('receipts.creditsReceipt', { number: note.credits_receipt_number }) : t('receipts.creditsReceiptAbove')}
        </a>
      </TableCell>
      <TableCell column="refunded" className="text-slate-700">
        {none}
      </TableCell>
      <TableCell column="receipt">
        {/* Its PDF once it is issued (seconds after the refund). */}
        {note.number ? (
          <DownloadReceiptButton orderId={order.id} document="credit_note" label={t('receipts.downloadCreditNoteLabel', { domains: names.join(', '), date })} />
        ) : (
          none
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * The receipts: date, names, total with VAT, VAT, status, failure reason, refunded amount and
 * the PDF. Money is øre shown as `kr.`; the date is `DD.MM.YYYY kl. HH:mm`. An order an
 * administrator refunded is followed by its credit note.
 */
export function ReceiptsTable({ orders }: { orders: readonly Order[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const none = t('receipts.none');
  const columns = [
    { id: 'date', header: t('receipts.date') },
    { id: 'domains', header: t('receipts.domains') },
    { id: 'total', header: t('receipts.total'), align: 'right' },
    { id: 'vat', header: t('receipts.vat'), align: 'right' },
    { id: 'status', header: t('receipts.status') },
    { id: 'reason', header: t('receipts.reason') },
    { id: 'refunded', header: t('receipts.refunded'), align: 'right' },
    { id: 'receipt', header: t('receipts.receipt') },
  ] as const satisfies readonly TableColumn[];
  return (
    <ResponsiveTable caption={t('receipts.listLabel')} columns={columns} stackBelow="3xl" testId="receipts-table">
      {orders.map((order) => {
        const date = formatDateTime(receiptDate(order), locale);
        const names = order.items.map((item) => item.domain);
        const reasons = orderFailureReasons(order).map((reason) => failureReasonText(reason, t));
        return (
          <Fragment key={order.id}>
            <TableRow id={receiptRowId(order.id)} data-order={order.id} data-status={order.status} data-testid="receipt-row">
              <TableCell column="date" className="text-slate-700">
                <DayAndTime text={date} />
              </TableCell>
              <DomainNamesCell names={names} />
              <MoneyCell column="total" amount={order.total} strong />
              <MoneyCell column="vat" amount={order.vat} />
              <TableCell column="status" className="text-slate-700">
                {orderStatusText(order.status, t)}
              </TableCell>
              <TableCell column="reason" className="text-slate-700">
                {reasons.length > 0 ? reasons.join(' ') : none}
              </TableCell>
              <TableCell column="refunded" className="whitespace-nowrap text-slate-700">
                {order.refunded_amount > 0 ? formatMoney(order.refunded_amount, locale) : none}
              </TableCell>
              <TableCell column="receipt">
                {hasReceipt(order) ? <DownloadReceiptButton orderId={order.id} label={t('receipts.downloadLabel', { domains: names.join(', '), date })} /> : none}
              </TableCell>
            </TableRow>
            {order.credit_note && <CreditNoteRow order={order} note={order.credit_note} />}
          </Fragment>
        );
      })}
    </ResponsiveTable>
  );
}
