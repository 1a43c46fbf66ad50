import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import type { DomainSearchResult } from '#shared/schemas/domains.ts';
import { formatMoney } from '#shared/format.ts';
import { availabilityReasonWord } from '#shared/registry-words.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { AlternativeNames } from './alternative-names';

const badge = {
  available: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  taken: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  not_allowed: 'bg-amber-50 text-amber-800 ring-amber-600/20',
} as const;

/**
 * One row per name asked: its tick box (available names; a 44×44 target), the name on a line of
 * its own, then its status and price per year incl. VAT (or why it is taken, or the link to the
 * user's own domain). On a wider screen the status follows the name and the price sits at the right.
 */
export function SearchResults({
  results,
  selected,
  onToggle,
  onTry,
  onAdd,
  unavailable,
  owned,
  teamId,
}: {
  results: readonly DomainSearchResult[];
  selected: ReadonlySet<string>;
  onToggle: (domain: string) => void;
  onTry: (original: string, suggestion: string) => void;
  /** Adds a free alternative to the search, selected; without it the alternatives are not shown. */
  onAdd?: (domain: string) => void;
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
      {results.map((result) => {
        const ownId = ownDomainId(result);
        return (
          // Phone first: the name on a line of its own (broken only between its parts, never a letter a line),
          // its status and price under it; from `sm` up the status follows the name and the price sits at the right.
          <li key={result.domain} data-domain={result.domain} className="flex items-start gap-1 py-2">
            {result.status === 'available' ? (
              // The whole 44×44 square is the tick box's target, not just the 20 px box drawn in it.
              <label className="-ml-3 flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-lg hover:bg-slate-50">
                <input
                  type="checkbox"
                  className="size-5 rounded border-slate-300 text-blue-700 accent-blue-700 focus-visible:outline-2 focus-visible:outline-blue-600"
                  checked={selected.has(result.domain)}
                  onChange={() => onToggle(result.domain)}
                  aria-label={t('domainSearch.select', { domain: result.domain })}
                />
              </label>
            ) : (
              <span className="-ml-3 size-11 shrink-0" aria-hidden="true" />
            )}
            <div className="min-w-0 flex-1 py-2.5 sm:flex sm:flex-wrap sm:items-center sm:gap-x-3 sm:gap-y-1">
              <span className="block font-medium break-words text-slate-900" data-testid="domain-name">
                {result.domain}
              </span>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 sm:contents">
                <span
                  className={`rounded-md px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${ownId ? badge.available : badge[result.status]}`}
                  data-testid={ownId ? 'domain-yours' : 'domain-status'}
                >
                  {ownId ? t('domainSearch.yours') : statusText[result.status]}
                </span>
                {result.status === 'available' && (
                  <span className="text-sm text-slate-700 sm:ml-auto" data-testid="domain-price">
                    {t('domainSearch.perYear', { price: formatMoney(result.price_per_year.total, locale) })}
                  </span>
                )}
                {result.status === 'taken' && result.reason && !ownId && (
                  <span className="text-sm text-slate-500 sm:ml-auto" data-testid="taken-reason">
                    {t(`domainSearch.takenReasons.${availabilityReasonWord(result.reason)}`)}
                  </span>
                )}
              </div>
              {ownId && (
                <Link
                  to={teamId ? paths['teams-domains-single'].href({ teamId, domainId: ownId }) : paths['domains-single'].href({ domainId: ownId })}
                  className="flex min-h-11 items-center text-sm font-medium break-words text-blue-700 hover:underline sm:-my-2.5 sm:ml-auto"
                >
                  {t('domainSearch.openYours', { domain: result.domain })}
                </Link>
              )}
              {unavailable?.has(result.domain) && (
                <p className="mt-1 text-sm font-medium text-red-700 sm:mt-0 sm:w-full" data-testid="domain-unavailable">
                  {t('errors.domain_unavailable')}
                </p>
              )}
              {result.status === 'not_allowed' && (
                <div className="mt-2 space-y-2 sm:mt-1 sm:w-full">
                  {result.reason && <p className="text-sm text-slate-600">{t(reasonKey(result.reason))}</p>}
                  {result.suggestion && (
                    <button type="button" className={secondaryButton} onClick={() => onTry(result.domain, result.suggestion!)}>
                      {t('domainSearch.trySuggestion', { suggestion: result.suggestion })}
                    </button>
                  )}
                </div>
              )}
              {onAdd && !ownId && <AlternativeNames names={result.alternatives.filter((name) => name !== result.suggestion)} onAdd={onAdd} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The API's reason keys are `validation.<key>`, the catalogue's own keys. */
function reasonKey(reason: string): 'validation.invalid_value' {
  return (reason.startsWith('validation.') ? reason : 'validation.invalid_value') as 'validation.invalid_value';
}
