import { useTranslation } from 'react-i18next';
import { useLocale } from '#web/lib/i18n.ts';
import { downloadReceipt } from '../api/download-receipt';
import { DownloadButton } from './download-button';

/**
 * "Download receipt": the PDF in the interface's language, fetched with the bearer token (a
 * link cannot send it) and saved through an object URL. `label` names the order for screen
 * readers; it starts with the visible text.
 */
export function DownloadReceiptButton({ orderId, label }: { orderId: string; label?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <DownloadButton
      download={() => downloadReceipt(orderId, locale, t('receipts.filename', { id: orderId }))}
      failed={t('receipts.downloadFailed')}
      label={label}
      testId={`receipt-download-${orderId}`}
    >
      {t('receipts.download')}
    </DownloadButton>
  );
}
