import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { showError } from '#web/components/ui/toasts/toast-store.ts';
import { errorMessage } from '#web/lib/error-message.ts';

/**
 * A table row's button that downloads a document (a receipt, a credit note): busy while
 * `download` runs, and on failure a toast that starts with `failed` and gives the API's reason.
 * `label` names the document for screen readers; it starts with the visible text.
 */
export function DownloadButton({
  download,
  failed,
  label,
  testId,
  children,
}: {
  download: () => Promise<void>;
  failed: string;
  label?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await download();
    } catch (error) {
      showError(`${failed} ${errorMessage(error, t)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`${secondaryButton} px-3 py-1.5 whitespace-nowrap`}
      onClick={() => void run()}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
