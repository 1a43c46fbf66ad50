import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';

/** The new token's secret, shown this once: to copy, then gone (only its SHA-256 is kept). */
export function ApiTokenSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      showInfo(t('apiTokens.copied'));
    } catch {
      showError(t('apiTokens.secretText'));
    }
  };
  return (
    <section role="status" aria-labelledby="api-token-secret-heading" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="api-token-secret">
      <h2 id="api-token-secret-heading" className="text-base font-semibold text-slate-900">
        {t('apiTokens.secretHeading')}
      </h2>
      <p className="text-sm text-slate-700">{t('apiTokens.secretText')}</p>
      <label htmlFor="api-token-secret-value" className="block text-sm font-medium text-slate-800">
        {t('apiTokens.secretLabel')}
      </label>
      {/* Read-only: the 76 characters scroll inside the box, never the page. */}
      <input
        id="api-token-secret-value"
        readOnly
        value={secret}
        onFocus={(event) => event.currentTarget.select()}
        spellCheck={false}
        className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900"
        data-testid="api-token-secret-value"
      />
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={() => void copy()}>
          {t('apiTokens.copy')}
        </button>
        <button type="button" className={primaryButton} onClick={onDone}>
          {t('apiTokens.secretDone')}
        </button>
      </div>
    </section>
  );
}
