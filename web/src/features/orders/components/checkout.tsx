import type { TFunction } from 'i18next';
import { useId, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { primaryButton } from '#web/components/ui/modal/buttons.ts';
import { useSettings } from '#web/lib/api/get-settings.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLocale } from '#web/lib/i18n.ts';
import type { Checkout as CheckoutState } from '../hooks/use-checkout';

const linkClass = 'font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900';

function TermsLink({ href, children }: { href: string | undefined; children?: ReactNode }) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
    </a>
  );
}

/** Why the button cannot be used yet, or null when it can. */
export function checkoutBlocker(input: { domains: readonly string[]; yearsValid: boolean; termsAccepted: boolean }): 'selection' | 'years' | 'terms' | null {
  if (input.domains.length === 0) return 'selection';
  if (!input.yearsValid) return 'years';
  if (!input.termsAccepted) return 'terms';
  return null;
}

/** A field message from the API: a `validation.<key>` is translated, other text shown as it is. */
function fieldText(value: string, t: TFunction): string {
  return value.startsWith('validation.') ? t(value as 'validation.invalid_value') : value;
}

/**
 * The terms tick box (linked to the terms in the reader's language) and "Continue to payment":
 * usable with at least one available name, a period of 1–10 years and the terms accepted; while
 * the order is being made it is disabled, and a note says why whenever it is.
 */
export function Checkout({
  domains,
  years,
  yearsValid,
  checkout,
}: {
  domains: readonly string[];
  years: number;
  /** The period is whole years within the limits (1–10, `shared/schemas/orders.ts`). */
  yearsValid: boolean;
  checkout: CheckoutState;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: settings } = useSettings();
  const termsId = useId();
  const noteId = useId();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const blocker = checkoutBlocker({ domains, yearsValid, termsAccepted });
  const disabled = blocker !== null || checkout.busy;
  const note =
    blocker === 'selection' ? t('domainSearch.needsSelection') : blocker === 'years' ? t('validation.years_range') : blocker === 'terms' ? t('domainSearch.needsTerms') : null;

  const { error } = checkout;
  const fields = isApiError(error) && error.code === 'validation_failed' && error.fields ? error.fields : {};
  const fieldMessages = [...new Set(Object.values(fields).map((value) => fieldText(value, t)))];
  // A field outside the order itself is the buyer's profile (the address the registry needs).
  const profileIncomplete = Object.keys(fields).some((path) => !path.startsWith('domains') && path !== 'years' && path !== 'terms_accepted');
  const formError = error === null ? null : checkout.unavailable.size > 0 ? t('domainSearch.unavailableIntro') : isApiError(error) ? errorMessage(error, t) : t('errors.internal');

  return (
    <div className="space-y-3">
      <div className="flex items-start gap-3">
        <input
          id={termsId}
          type="checkbox"
          checked={termsAccepted}
          onChange={(event) => setTermsAccepted(event.target.checked)}
          data-testid="checkout-terms"
          className="mt-3.5 size-4 shrink-0 rounded border-slate-300 text-blue-700 accent-blue-700 focus-visible:outline-2 focus-visible:outline-blue-600"
        />
        {/* At least 44 px tall: with its box, the label is the tick box's target. */}
        <label htmlFor={termsId} className="block min-h-11 py-3 text-sm text-slate-700">
          <Trans i18nKey="domainSearch.acceptTerms" components={{ terms: <TermsLink href={settings?.url_for_terms[locale]} /> }} />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={primaryButton}
          disabled={disabled}
          aria-describedby={note ? noteId : undefined}
          aria-busy={checkout.busy || undefined}
          data-testid="checkout-continue"
          onClick={() => void checkout.start(domains, years)}
        >
          {checkout.busy && <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
          {t('domainSearch.continueToPayment')}
        </button>
        <p role="status" className="text-sm text-slate-600">
          {checkout.redirecting ? t('domainSearch.redirecting') : ''}
        </p>
      </div>
      {note && (
        <p id={noteId} className="text-sm text-slate-500">
          {note}
        </p>
      )}
      {formError && (
        <div role="alert" data-testid="checkout-error" className="space-y-1 text-sm text-red-700">
          <p>{formError}</p>
          {fieldMessages.length > 0 && (
            <ul className="list-disc pl-5">
              {fieldMessages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
          {profileIncomplete && (
            <Link to={paths['my-user'].href()} className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900">
              {t('domainSearch.toProfile')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
