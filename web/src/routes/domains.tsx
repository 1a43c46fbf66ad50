import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../config/paths';
import { PageTitle } from '../components/layout/page-frame';
import { primaryButton } from '../components/ui/modal/buttons';
import { EmptyState } from '../components/ui/empty-state';
import { GlobeIcon } from '../components/ui/icons';
import { useDomainPage } from '../features/domains/api/get-domains';
import { DomainListControls, DomainListPages, useDomainListFilter } from '../features/domains/components/domain-list-controls';
import { NoMatchingDomains } from '../features/domains/components/no-matching-domains';
import { DomainsCsvButton } from '../features/domains/components/domains-csv-button';
import { BulkSelection, useBulkSelection } from '../features/domains/components/bulk-selection';
import { DomainsSkeleton, DomainsTable } from '../features/domains/components/domains-table';
import { Loader } from '../components/layout/loader';
import { useTeamOfList } from '../lib/api/get-teams';
import { useCurrentUser } from '../lib/api/get-current-user';

// Only a user whose address is not verified sees it: its forms, mutations and rich text load then (issue 26's budget for `/`).
const EmailVerificationBanner = lazy(() => import('../features/auth/components/email-verification-banner').then((module) => ({ default: module.EmailVerificationBanner })));

/**
 * `/` ("Økisnøvn"): the user's own domains, or the way to register the first one; at
 * `/teams/{teamId}/domains` the team's. A user whose
 * address is not verified yet is held here (spec §4 rule 1) and verifies it in the banner.
 */
export default function DomainsPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  // `teams-domains` (`/teams/{teamId}/domains`): the same archive for the selected team.
  const { teamId } = useParams();
  // Search, filter, sort and page in the address (issue 32): a link keeps them.
  const { filter, setFilter, filtered } = useDomainListFilter();
  const { data: page, error } = useDomainPage(teamId ? { kind: 'team', teamId } : { kind: 'own' }, filter);
  // A team's archive speaks of the team, by name: shown once its name is known.
  const team = useTeamOfList(teamId);
  const domains = teamId && team === undefined ? undefined : page?.data;
  // Bulk actions on a selection of this page (issue 32).
  const selection = useBulkSelection(domains, JSON.stringify([teamId, filter]));
  // No domain at all (not merely none matching): the way to register the first one.
  const none = domains?.length === 0 && !filtered && !filter.cursor;
  const searchHref = teamId ? paths['teams-search-domain'].href({ teamId }) : paths['search-domain'].href();

  // Held until the address is verified: the way out, nothing that would send them back here.
  if (user && !user.is_email_verified) {
    return (
      <div className="space-y-6">
        <PageTitle>{t('titles.domains')}</PageTitle>
        <Suspense fallback={<Loader />}>
          <EmailVerificationBanner user={user} />
        </Suspense>
      </div>
    );
  }

  let content;
  if (domains && domains.length > 0) {
    content = (
      <>
        <DomainsTable domains={domains} teamId={teamId} selection={selection} />
        <DomainListPages filter={filter} next={page?.links.next ?? null} setFilter={setFilter} />
      </>
    );
  } else if (domains && !none) {
    content = <NoMatchingDomains onClear={() => setFilter({ ...(filter.sort ? { sort: filter.sort } : {}) })} />;
  } else if (domains) {
    content = (
      <EmptyState
        testId="domains-empty"
        icon={<GlobeIcon className="size-6" />}
        heading={team ? t('domains.teamEmpty', { team: team.name }) : t('domains.empty')}
        action={
          <Link to={searchHref} className={primaryButton}>
            {t('domains.searchCta')}
          </Link>
        }
      >
        {t('domains.emptyHint')}
      </EmptyState>
    );
  } else if (error) {
    content = (
      <p role="alert" className="px-6 py-5 text-sm text-red-700" data-testid="domains-error">
        {t('domains.loadFailed')}
      </p>
    );
  } else {
    content = <DomainsSkeleton />;
  }

  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.domains')}</PageTitle>
      {/* There while the list loads too, so the list does not move down when it arrives (a layout
          shift on a phone); only an empty archive goes without it, its empty state has its own. */}
      {!none && (
        <div className="flex flex-wrap items-start justify-end gap-3">
          <DomainsCsvButton scope={teamId ? { kind: 'team', teamId } : { kind: 'own' }} filter={filter} />
          <Link to={searchHref} className={primaryButton}>
            {t('domains.searchCta')}
          </Link>
        </div>
      )}
      {!none && (
        <div className="rounded-xl border border-slate-200 bg-white px-4 pt-4 shadow-sm">
          <DomainListControls filter={filter} setFilter={setFilter} />
        </div>
      )}
      <section
        aria-label={team ? t('domains.teamListLabel', { team: team.name }) : t('domains.listLabel')}
        className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        <BulkSelection domains={domains ?? []} selection={selection} teamId={teamId} />
        {content}
      </section>
    </div>
  );
}
