import type { TFunction } from 'i18next';
import { csvAmount, csvDay, csvDocument, csvTextCell } from '#shared/csv.ts';
import type { Order } from '#shared/schemas/orders.ts';
import { failureReasonText, orderFailureReasons, orderStatusText } from './order-texts';

/**
 * The receipts page's orders as CSV (issue 30 "Exports"), with the admin invoices' conventions (`shared/csv.ts`:
 * BOM, `;`, decimal comma, formula-safe cells, dates `YYYY-MM-DD`): date, order, domains, net, VAT, total, status,
 * reason and refunded, newest first as the page shows them.
 */
export function receiptsCsv(orders: readonly Order[], t: TFunction): string {
  const header = [
    t('receipts.date'),
    t('receipts.csv.order'),
    t('receipts.domains'),
    t('receipts.csv.net'),
    t('receipts.vat'),
    t('receipts.total'),
    t('receipts.status'),
    t('receipts.reason'),
    t('receipts.refunded'),
  ];
  const rows = orders.map((order) => [
    csvDay(order.created_at),
    csvTextCell(order.id),
    csvTextCell(order.items.map((item) => item.domain).join(', ')),
    csvAmount(order.net),
    csvAmount(order.vat),
    csvAmount(order.total),
    csvTextCell(orderStatusText(order.status, t)),
    csvTextCell(
      orderFailureReasons(order)
        .map((reason) => failureReasonText(reason, t))
        .join(', '),
    ),
    csvAmount(order.refunded_amount),
  ]);
  return csvDocument(header, rows);
}
