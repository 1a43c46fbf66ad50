import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import type { DomainSearchResult } from '#shared/schemas/domains.ts';
import { formatMoney } from '#shared/format.ts';
import { availabilityReasonWord } from '#shared/registry-words.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { useLocale } from '#web/lib/i18n.ts';

const badge = {
  available: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  taken: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  not_allowed: 'bg-amber-50 text-amber-800 ring-amber-600/20',
} as const;

/** One row per name asked: status, price per year incl. VAT, and a tick box for available names. */
export function SearchResults({
  results,
  selected,
  onToggle,
  onTry,
  unavailable,
  owned,
  teamId,
}: {
  results: readonly DomainSearchResult[];
  selected: ReadonlySet<string>;
  onToggle: (domain: string) => void;
  onTry: (original: string, suggestion: string) => void;
  /** Names the checkout found not available (shown with the API's text). */
  unavailable?: ReadonlySet<string>;
  /** The user's own domains by name (their ids): shown as theirs, with a link, not just "taken". */
  owned?: ReadonlyMap<string, string>;
  /** On a team's search page the owned names are the team's: their link opens the team's domain view. */
  teamId?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ownDomainId = (result: DomainSearchResult) => (result.status === 'taken' ? owned?.get(result.domain) : undefined);
  const statusText = { available: t('domainSearch.available'), taken: t('domainSearch.taken'), not_allowed: t('domainSearch.notAllowed') };
  return (
    <ul className="divide-y divide-slate-100" aria-label={t('domainSearch.resultsHeading')}>
      {results.map((result) => (
        <li key={result.domain} data-domain={result.domain} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            {result.status === 'available' ? (
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 text-blue-700 focus:ring-blue-600"
                checked={selected.has(result.domain)}
                onChange={() => onToggle(result.domain)}
                aria-label={t('domainSearch.select', { domain: result.domain })}
              />
            ) : (
              <span className="size-4" aria-hidden="true" />
            )}
            {/* The whole name, always: on a phone the price wraps under it instead of cutting it. */}
            <span className="min-w-0 font-medium break-all text-slate-900">{result.domain}</span>
            {ownDomainId(result) ? (
              <span className={`rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${badge.available}`} data-testid="domain-yours">
                {t('domainSearch.yours')}
              </span>
            ) : (
              <span className={`rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${badge[result.status]}`}>{statusText[result.status]}</span>
            )}
          </div>
          {ownDomainId(result) && (
            <Link
              to={teamId ? paths['teams-domains-single'].href({ teamId, domainId: ownDomainId(result)! }) : paths['domains-single'].href({ domainId: ownDomainId(result)! })}
              className="text-sm font-medium text-blue-700 hover:underline"
            >
              {t('domainSearch.openYours', { domain: result.domain })}
            </Link>
          )}
          {result.status === 'available' && (
            <span className="text-sm text-slate-700">{t('domainSearch.perYear', { price: formatMoney(result.price_per_year.total, locale) })}</span>
          )}
          {unavailable?.has(result.domain) && (
            <span className="text-sm font-medium text-red-700" data-testid="domain-unavailable">
              {t('errors.domain_unavailable')}
            </span>
          )}
          {result.status === 'taken' && result.reason && !ownDomainId(result) && (
            <span className="text-sm text-slate-500" data-testid="taken-reason">
              {t(`domainSearch.takenReasons.${availabilityReasonWord(result.reason)}`)}
            </span>
          )}
          {result.status === 'not_allowed' && (
            <div className="w-full space-y-2 pl-7">
              {result.reason && <p className="text-sm text-slate-600">{t(reasonKey(result.reason))}</p>}
              {result.suggestion && (
                <button type="button" className={secondaryButton} onClick={() => onTry(result.domain, result.suggestion!)}>
                  {t('domainSearch.trySuggestion', { suggestion: result.suggestion })}
                </button>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The API's reason keys are `validation.<key>`, the catalogue's own keys. */
function reasonKey(reason: string): 'validation.invalid_value' {
  return (reason.startsWith('validation.') ? reason : 'validation.invalid_value') as 'validation.invalid_value';
}
