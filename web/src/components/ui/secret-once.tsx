import { showError, showInfo } from './toasts/toast-store';
import { primaryButton, secondaryButton } from './modal/buttons';

/** The words of a secret shown once, in the reader's language (each page's own catalogue section). */
export interface SecretOnceTexts {
  heading: string;
  text: string;
  label: string;
  copy: string;
  copied: string;
  done: string;
}

/**
 * A new secret (an API token, a webhook's signing secret), shown this once: to copy, then gone.
 * `testId` names the panel; its field is `<testId>-value`.
 */
export function SecretOnce({ secret, texts, testId, onDone }: { secret: string; texts: SecretOnceTexts; testId: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      showInfo(texts.copied);
    } catch {
      showError(texts.text);
    }
  };
  return (
    <section role="status" aria-labelledby={`${testId}-heading`} className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid={testId}>
      <h2 id={`${testId}-heading`} className="text-base font-semibold text-slate-900">
        {texts.heading}
      </h2>
      <p className="text-sm text-slate-700">{texts.text}</p>
      <label htmlFor={`${testId}-value`} className="block text-sm font-medium text-slate-800">
        {texts.label}
      </label>
      {/* Read-only: a long secret scrolls inside the box, never the page. */}
      <input
        id={`${testId}-value`}
        readOnly
        value={secret}
        onFocus={(event) => event.currentTarget.select()}
        spellCheck={false}
        className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900"
        data-testid={`${testId}-value`}
      />
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={() => void copy()}>
          {texts.copy}
        </button>
        <button type="button" className={primaryButton} onClick={onDone}>
          {texts.done}
        </button>
      </div>
    </section>
  );
}
