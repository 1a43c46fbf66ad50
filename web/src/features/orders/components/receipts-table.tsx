import { useTranslation } from 'react-i18next';
import type { Order } from '#shared/schemas/orders.ts';
import { formatDateTime, formatMoney } from '#shared/format.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { failureReasonText, orderFailureReasons, orderStatusText } from '../order-texts';
import { DownloadReceiptButton } from './download-receipt-button';

const cell = 'px-3 py-3 text-sm align-top';
const headCell = 'px-3 py-2.5 text-left align-bottom text-xs font-semibold tracking-wide text-slate-600 uppercase';

/** Orders where money was taken have a receipt; a pending or failed one has none. */
export function hasReceipt(order: Pick<Order, 'status'>): boolean {
  return order.status === 'paid' || order.status === 'registered' || order.status === 'refunded' || order.status === 'payment_mismatch';
}

/** The date on a receipt: when it was paid, or when the order was made. */
export function receiptDate(order: Pick<Order, 'paid_at' | 'created_at'>): string {
  return order.paid_at ?? order.created_at;
}

/**
 * The receipts: date, names, total with VAT, VAT, status, failure reason, refunded amount and
 * the PDF. Money is øre shown as `kr.`; the date is `DD.MM.YYYY kl. HH:mm`.
 */
export function ReceiptsTable({ orders }: { orders: readonly Order[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const none = t('receipts.none');
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200" data-testid="receipts-table">
        <caption className="sr-only">{t('receipts.listLabel')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headCell}>
              {t('receipts.date')}
            </th>
            <th scope="col" className={headCell}>
              {t('receipts.domains')}
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              {t('receipts.total')}
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              {t('receipts.vat')}
            </th>
            <th scope="col" className={headCell}>
              {t('receipts.status')}
            </th>
            <th scope="col" className={headCell}>
              {t('receipts.reason')}
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              {t('receipts.refunded')}
            </th>
            <th scope="col" className={headCell}>
              {t('receipts.receipt')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {orders.map((order) => {
            const date = formatDateTime(receiptDate(order), locale);
            // `DD.MM.YYYY kl. HH:mm`: the time may go under the date, never apart from `kl.`.
            const [day, ...time] = date.split(' ');
            const names = order.items.map((item) => item.domain);
            const reasons = orderFailureReasons(order).map((reason) => failureReasonText(reason, t));
            return (
              <tr key={order.id} data-order={order.id} data-status={order.status} data-testid="receipt-row">
                <td className={`${cell} text-slate-700`}>
                  <span className="whitespace-nowrap">{day}</span> <span className="whitespace-nowrap">{time.join(' ')}</span>
                </td>
                <th scope="row" className={`${cell} text-left font-medium text-slate-900`}>
                  <ul>
                    {names.map((name) => (
                      <li key={name} className="whitespace-nowrap">
                        {name}
                      </li>
                    ))}
                  </ul>
                </th>
                <td className={`${cell} text-right whitespace-nowrap text-slate-900`}>{formatMoney(order.total, locale)}</td>
                <td className={`${cell} text-right whitespace-nowrap text-slate-700`}>{formatMoney(order.vat, locale)}</td>
                <td className={`${cell} text-slate-700`}>{orderStatusText(order.status, t)}</td>
                <td className={`${cell} text-slate-700`}>{reasons.length > 0 ? reasons.join(' ') : none}</td>
                <td className={`${cell} text-right whitespace-nowrap text-slate-700`}>{order.refunded_amount > 0 ? formatMoney(order.refunded_amount, locale) : none}</td>
                <td className={cell}>
                  {hasReceipt(order) ? <DownloadReceiptButton orderId={order.id} label={t('receipts.downloadLabel', { domains: names.join(', '), date })} /> : none}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
