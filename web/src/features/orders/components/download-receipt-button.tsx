import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { showError } from '#web/components/ui/toasts/toast-store.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { downloadReceipt, type OrderDocument } from '../api/download-receipt';

/**
 * "Download receipt" (or, with `document="credit_note"`, "Download credit note"): the PDF in the
 * interface's language, fetched with the bearer token (a link cannot send it) and saved through
 * an object URL. `label` names the order for screen readers; it starts with the visible text.
 */
export function DownloadReceiptButton({ orderId, label, document = 'receipt' }: { orderId: string; label?: string; document?: OrderDocument }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const filename = document === 'credit_note' ? t('receipts.creditNoteFilename', { id: orderId }) : t('receipts.filename', { id: orderId });
      await downloadReceipt(orderId, locale, filename, document);
    } catch (error) {
      showError(`${t('receipts.downloadFailed')} ${errorMessage(error, t)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`${secondaryButton} px-3 py-1.5 whitespace-nowrap`}
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={label}
      data-testid={document === 'credit_note' ? `credit-note-download-${orderId}` : `receipt-download-${orderId}`}
    >
      {document === 'credit_note' ? t('receipts.downloadCreditNote') : t('receipts.download')}
    </button>
  );
}
