import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#shared/format.ts';
import type { AdminOrder } from '#shared/schemas/admin-orders.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { useLocale } from '#web/lib/i18n.ts';
import { DayAndTime, DownloadButton, hasReceipt, MoneyCell, orderStatusText } from '../../orders';
import { downloadOrderDocument } from '../api/orders';
import { type OrderAction, OrderActionDialog } from './order-action-dialog';

/** Mirrors the API's rules: an order waiting for its payment can be marked paid; a registered one not refunded by an administrator can be refunded. */
const canMarkPaid = (order: AdminOrder) => order.status === 'pending' || order.status === 'failed';
const canRefund = (order: AdminOrder) => order.status === 'registered' && !order.admin_refund && order.total > order.refunded_amount;

function DocumentButton({ order, kind, label, text }: { order: AdminOrder; kind: 'receipt' | 'credit_note'; label: string; text: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <DownloadButton download={() => downloadOrderDocument(kind, order.id, locale, `${kind}-${order.id}.pdf`)} failed={t('admin.orders.downloadFailed')} label={label}>
      {text}
    </DownloadButton>
  );
}

/** The orders found: when placed, the names, the buyer, status, total and VAT, and what an administrator can do with each. */
export function AdminOrdersTable({ orders, onChanged }: { orders: readonly AdminOrder[]; onChanged: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [acting, setActing] = useState<{ order: AdminOrder; action: OrderAction } | null>(null);
  const columns = [
    { id: 'placed', header: t('admin.orders.placed') },
    { id: 'domains', header: t('admin.orders.domains') },
    { id: 'buyer', header: t('admin.orders.buyer') },
    { id: 'status', header: t('admin.orders.status') },
    { id: 'amount', header: t('admin.orders.amount'), align: 'right' },
    { id: 'vat', header: t('admin.orders.vat'), align: 'right' },
    { id: 'actions', header: t('admin.orders.actions'), actions: true },
  ] as const satisfies readonly TableColumn[];
  return (
    <>
      <ResponsiveTable caption={t('admin.orders.listLabel')} columns={columns} stackBelow="3xl" testId="admin-orders-table">
        {orders.map((order) => {
          const domains = order.items.map((item) => item.domain).join(', ');
          return (
            <TableRow key={order.id} data-order={order.id} data-status={order.status} data-testid="admin-order-row">
              <TableCell column="placed" className="text-slate-700">
                <DayAndTime text={formatDateTime(order.created_at, locale)} />
              </TableCell>
              <TableCell column="domains" rowHeader className="break-words text-slate-900">
                {domains}
              </TableCell>
              <TableCell column="buyer" className="[overflow-wrap:anywhere] text-slate-700">
                {order.buyer_email}
              </TableCell>
              <TableCell column="status" className="text-slate-700">
                <span>{orderStatusText(order.status, t)}</span>
                {order.manual_payment && <span className="block text-xs text-slate-500">{t('admin.orders.markedPaidBy', { reason: order.manual_payment.reason })}</span>}
                {order.admin_refund && <span className="block text-xs text-slate-500">{t('admin.orders.refundedBy', { reason: order.admin_refund.reason })}</span>}
              </TableCell>
              <MoneyCell column="amount" amount={order.total} strong />
              <MoneyCell column="vat" amount={order.vat} />
              <TableCell column="actions">
                <div className="flex flex-wrap gap-2">
                  {canMarkPaid(order) && (
                    <button
                      type="button"
                      className={`${secondaryButton} px-3 py-1.5 whitespace-nowrap`}
                      onClick={() => setActing({ order, action: 'mark-paid' })}
                      aria-label={t('admin.orders.markPaidLabel', { domains })}
                    >
                      {t('admin.orders.markPaid')}
                    </button>
                  )}
                  {canRefund(order) && (
                    <button
                      type="button"
                      className={`${secondaryButton} px-3 py-1.5 whitespace-nowrap`}
                      onClick={() => setActing({ order, action: 'refund' })}
                      aria-label={t('admin.orders.refundLabel', { domains })}
                    >
                      {t('admin.orders.refund')}
                    </button>
                  )}
                  {hasReceipt(order) && <DocumentButton order={order} kind="receipt" label={t('admin.orders.receiptLabel', { domains })} text={t('admin.orders.receipt')} />}
                  {order.admin_refund && (
                    <DocumentButton order={order} kind="credit_note" label={t('admin.orders.creditNoteLabel', { domains })} text={t('admin.orders.creditNote')} />
                  )}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </ResponsiveTable>
      {acting && (
        <OrderActionDialog
          order={acting.order}
          action={acting.action}
          onClose={() => setActing(null)}
          onDone={() => {
            setActing(null);
            onChanged();
          }}
        />
      )}
    </>
  );
}
