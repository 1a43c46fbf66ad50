import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { maxNamesPerSearch, splitDomainList } from '#shared/domain-names.ts';
import { Card, PageTitle } from '../components/layout/page-frame';
import { Loader } from '../components/layout/loader';
import { errorMessage } from '../lib/error-message';
import { clearSearchDomains, readSearchDomains } from '../lib/session-values';
import { isApiError } from '../lib/api-client';
import { useDomains } from '../features/domains/api/get-domains';
import { useDomainSearch } from '../features/domains/api/search-domains';
import { isValidYears, OrderSummary } from '../features/domains/components/order-summary';
import { SearchBox } from '../features/domains/components/search-box';
import { SearchResults } from '../features/domains/components/search-results';
import { Checkout } from '../features/orders/components/checkout';
import { useCheckout } from '../features/orders/hooks/use-checkout';

/**
 * `/search-domain` and `/teams/{teamId}/search-domain` ("Skráset økisnavn"): the names live in
 * the `domains` query parameter (the navigation rule normalizes it and keeps it in session);
 * opened without it (after sign-in, from the menu), the page starts from the names kept in
 * session, and an emptied search forgets them. Typing updates it after 350 ms; the results come from one availability call. The selection,
 * the period and the accepted terms make an order (`POST /orders`), and the browser goes on to
 * the payment page it names.
 */
export default function SearchDomainPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const domains = useMemo(() => splitDomainList(search.get('domains') ?? ''), [search]);
  const tooMany = domains.length > maxNamesPerSearch;
  const { data, error, isLoading, mutate } = useDomainSearch(tooMany ? [] : domains);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The user's own domains, so a search for one says it is theirs and links to it.
  // `teams-search-domain`: the team buys (and owns) what is bought here; its domains are "ours".
  const { teamId } = useParams();
  const { data: ownDomains } = useDomains(teamId);
  const owned = useMemo(() => new Map((ownDomains ?? []).map((domain) => [domain.name, domain.id])), [ownDomains]);
  const [years, setYears] = useState(1);
  // A name the checkout found taken: ask the registry again so its row says so.
  const checkout = useCheckout({ onUnavailable: () => void mutate(), teamId });

  const searchFor = (names: string[]) => {
    if (names.length === 0) clearSearchDomains();
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (names.length > 0) next.set('domains', names.join(','));
        else next.delete('domains');
        return next;
      },
      { replace: true },
    );
  };

  // Spec §4 rule 1 kept the names searched for in session: opened without them, start from there (once, on arrival).
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const stored = search.has('domains') ? null : readSearchDomains();
    if (!stored) return;
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('domains', splitDomainList(stored).join(','));
        return next;
      },
      { replace: true },
    );
  }, [search, setSearch]);

  const results = data ?? [];
  const selectable = results.filter((result) => result.status === 'available' && selected.has(result.domain));
  const fieldError = tooMany ? t('validation.too_many_domains') : isApiError(error) && error.fields?.domains ? t(error.fields.domains as 'validation.invalid_value') : undefined;

  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.searchDomain')}</PageTitle>
      <Card>
        <SearchBox value={domains.join(', ')} onSearch={(text) => searchFor(splitDomainList(text))} error={fieldError} />
      </Card>
      <Card title={t('domainSearch.resultsHeading')}>
        {domains.length === 0 ? (
          <p className="text-sm text-slate-500">{t('domainSearch.empty')}</p>
        ) : error && !fieldError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(error, t)}
          </p>
        ) : isLoading && results.length === 0 ? (
          <Loader />
        ) : tooMany ? null : (
          <SearchResults
            results={results}
            selected={selected}
            onToggle={(domain) =>
              setSelected((previous) => {
                const next = new Set(previous);
                if (next.has(domain)) next.delete(domain);
                else next.add(domain);
                return next;
              })
            }
            onTry={(original, suggestion) => searchFor(domains.map((name) => (name === original ? suggestion : name)))}
            onAdd={(name) => {
              if (!domains.includes(name)) searchFor([...domains, name]);
              setSelected((previous) => new Set(previous).add(name));
            }}
            unavailable={checkout.unavailable}
            owned={owned}
            teamId={teamId}
          />
        )}
      </Card>
      <Card title={t('domainSearch.orderHeading')}>
        <OrderSummary items={selectable} years={years} onYears={setYears} unavailable={checkout.unavailable}>
          <Checkout domains={selectable.map((item) => item.domain)} years={years} yearsValid={isValidYears(years)} checkout={checkout} />
        </OrderSummary>
      </Card>
    </div>
  );
}
