import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/layout/page-frame';
import { LoadedList } from '../components/ui/loaded-list';
import { useDomainPage } from '../features/domains/api/get-domains';
import { DomainListControls, DomainListPages, useDomainListFilter } from '../features/domains/components/domain-list-controls';
import { DomainsTable } from '../features/domains/components/domains-table';
import { NoMatchingDomains } from '../features/domains/components/no-matching-domains';
import { DomainsCsvButton } from '../features/domains/components/domains-csv-button';
import { BulkSelection, useBulkSelection } from '../features/domains/components/bulk-selection';

/**
 * `/domains/shared` (domains-shared, spec §2): the domains shared with the user as their
 * technical manager, each with its owner, linking to its view (DNS, forwarding, name servers, DNSSEC);
 * searched, filtered, sorted and paged as the own list (issue 32), in the address; changed in bulk as far as
 * the user's role on each domain allows (the own list's bulk actions, each domain's `role` deciding).
 */
export default function SharedDomainsPage() {
  const { t } = useTranslation();
  const { filter, setFilter, filtered } = useDomainListFilter();
  const { data: page, error } = useDomainPage({ kind: 'shared' }, filter);
  const selection = useBulkSelection(page?.data, JSON.stringify(filter));
  const noMatch = page?.data.length === 0 && (filtered || filter.cursor);
  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.domainsShared')}</PageTitle>
      <div className="flex justify-end">
        <DomainsCsvButton scope={{ kind: 'shared' }} filter={filter} />
      </div>
      <div className="rounded-xl border border-slate-200 bg-white px-4 pt-4 shadow-sm">
        <DomainListControls filter={filter} setFilter={setFilter} />
      </div>
      <section aria-label={t('domainSharing.sharedListLabel')} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <BulkSelection domains={page?.data ?? []} selection={selection} />
        {noMatch ? (
          <NoMatchingDomains onClear={() => setFilter({ ...(filter.sort ? { sort: filter.sort } : {}) })} />
        ) : (
          <LoadedList
            items={page?.data}
            error={error}
            testId="shared-domains"
            emptyText={`${t('domainSharing.sharedEmpty')} ${t('domainSharing.sharedEmptyHint')}`}
            loadFailedText={t('domains.loadFailed')}
          >
            {(items) => (
              <>
                <DomainsTable domains={items} shared selection={selection} />
                <DomainListPages filter={filter} next={page?.links.next ?? null} setFilter={setFilter} />
              </>
            )}
          </LoadedList>
        )}
      </section>
    </div>
  );
}
