import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '#shared/format.ts';
import type { DomainSearchResult } from '#shared/schemas/domains.ts';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { paths } from '#web/config/paths.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { callApi } from '#web/lib/call-api.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { maxNamesPerSearch } from '#shared/domain-names.ts';
import { useLocale, useTexts } from '#web/lib/i18n.ts';
import { rememberSearchForAfterSignIn } from '#web/lib/session-values.ts';
import { AlternativeNames } from './alternative-names';

const badge = {
  available: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  taken: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  not_allowed: 'bg-amber-50 text-amber-800 ring-amber-600/20',
} as const;

/** Buttons at least 44 px high: tap targets on a phone. */
const tall = 'min-h-11';

type Answer = { results: readonly DomainSearchResult[] } | { error: string };

/**
 * The availability box's answer for `names` (asked once, when shown): each name with its status,
 * its yearly price incl. VAT when available, why not when not allowed (and the ASCII spelling to
 * try). "Buy" keeps the names for after sign-in — the navigation rules' search names and return
 * path (spec §4 rules 1 and 3) — so that, signed in, the visitor lands on the search page with
 * them: on `/login` by signing in above, on the sign-up pages as the new user's first sign-in or
 * through `/login`.
 */
export function GuestAvailabilityResults({
  names,
  signIn,
  onTry,
  onAdd,
}: {
  names: readonly string[];
  signIn: 'here' | 'elsewhere';
  onTry: (original: string, suggestion: string) => void;
  /** Adds one of the free names offered instead of a taken one to the names asked. */
  onAdd: (domain: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [kept, setKept] = useState(false);
  // The results' texts are the search page's (`domainSearch`; validation's name rules come with the signed-in area).
  const textsReady = useTexts(['search', 'signed-in']);
  const tooMany = names.length > maxNamesPerSearch;

  useEffect(() => {
    if (tooMany) return undefined;
    const controller = new AbortController();
    callApi('searchDomainsAsGuest', { query: { domains: names.join(',') }, signal: controller.signal }).then(
      (results) => setAnswer({ results }),
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        // A field message is the API's own, in the reader's language; other failures by their code.
        setAnswer({ error: isApiError(caught) && caught.fields?.domains ? caught.fields.domains : errorMessage(caught, t) });
      },
    );
    return () => controller.abort();
  }, [names, t, tooMany]);

  if (textsReady && tooMany) {
    return (
      <p role="alert" className="mt-4 text-sm text-red-700">
        {t('validation.too_many_domains')}
      </p>
    );
  }
  if (!answer || !textsReady) {
    return (
      <p role="status" className="mt-4 flex min-h-11 items-center gap-3 text-sm text-slate-500">
        <span className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-blue-700" aria-hidden="true" />
        {t('guestSearch.checking')}
      </p>
    );
  }
  if ('error' in answer) {
    return (
      <p role="alert" className="mt-4 text-sm text-red-700">
        {answer.error}
      </p>
    );
  }

  const available = answer.results.filter((result) => result.status === 'available').length;
  const statusText = { available: t('domainSearch.available'), taken: t('domainSearch.taken'), not_allowed: t('domainSearch.notAllowed') };
  return (
    <div className="mt-4">
      <ul className="divide-y divide-slate-100 border-t border-slate-100" aria-label={t('domainSearch.resultsHeading')}>
        {answer.results.map((result) => (
          <li key={result.domain} data-domain={result.domain} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
            {/* The whole name, always: on a phone the price wraps under it instead of cutting it. */}
            <span className="min-w-0 font-medium break-all text-slate-900">{result.domain}</span>
            <span className={`rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${badge[result.status]}`}>{statusText[result.status]}</span>
            {result.status === 'available' && (
              <span className="w-full text-sm text-slate-700 sm:ml-auto sm:w-auto">{t('domainSearch.perYear', { price: formatMoney(result.price_per_year.total, locale) })}</span>
            )}
            {result.status === 'not_allowed' && result.reason?.startsWith('validation.') && (
              <span className="w-full text-sm text-slate-600">{t(result.reason as 'validation.domain_idn')}</span>
            )}
            {result.suggestion && (
              <button type="button" className={`${secondaryButton} ${tall} mt-1`} onClick={() => onTry(result.domain, result.suggestion!)}>
                {t('domainSearch.trySuggestion', { suggestion: result.suggestion })}
              </button>
            )}
            <AlternativeNames names={result.alternatives.filter((name) => name !== result.suggestion)} onAdd={onAdd} />
          </li>
        ))}
      </ul>
      {available > 0 && !kept && (
        <button
          type="button"
          onClick={() => {
            rememberSearchForAfterSignIn(answer.results.map((result) => result.domain));
            setKept(true);
          }}
          className={`${primaryButton} ${tall} mt-4 w-full sm:w-auto`}
        >
          {t('domainSearch.guestBuy', { count: available })}
        </button>
      )}
      {kept && (
        <p role="status" className="mt-4 rounded-lg bg-blue-50 px-4 py-3 text-sm text-blue-900 ring-1 ring-blue-600/20 ring-inset">
          {signIn === 'here' ? (
            t('domainSearch.guestSignInToBuy')
          ) : (
            <>
              {t('domainSearch.guestSignUpToBuy')}{' '}
              <Link
                to={paths['auth-login'].href()}
                className="inline-flex min-h-11 items-center rounded font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
              >
                {t('domainSearch.guestSignIn')}
              </Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}
