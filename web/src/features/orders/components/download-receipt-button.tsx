import { useTranslation } from 'react-i18next';
import { useLocale } from '#web/lib/i18n.ts';
import { downloadReceipt, type OrderDocument } from '../api/download-receipt';
import { DownloadButton } from './download-button';

/**
 * "Download receipt" (or, with `document="credit_note"`, "Download credit note"): the PDF in the
 * interface's language, fetched with the bearer token (a link cannot send it) and saved through
 * an object URL. `label` names the order for screen readers; it starts with the visible text.
 */
export function DownloadReceiptButton({ orderId, label, document = 'receipt' }: { orderId: string; label?: string; document?: OrderDocument }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const creditNote = document === 'credit_note';
  const filename = creditNote ? t('receipts.creditNoteFilename', { id: orderId }) : t('receipts.filename', { id: orderId });
  return (
    <DownloadButton
      download={() => downloadReceipt(orderId, locale, filename, document)}
      failed={t('receipts.downloadFailed')}
      label={label}
      testId={creditNote ? `credit-note-download-${orderId}` : `receipt-download-${orderId}`}
    >
      {creditNote ? t('receipts.downloadCreditNote') : t('receipts.download')}
    </DownloadButton>
  );
}
