import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/layout/page-frame';
import { LoadedList } from '../components/ui/loaded-list';
import { DomainsTable } from '../features/domains/components/domains-table';
import { useSharedDomains } from '../features/domain-sharing/api/domain-sharing';

/**
 * `/domains/shared` (domains-shared, spec §2): the domains shared with the user as their
 * technical manager, each with its owner, linking to its view (DNS, forwarding, name servers, DNSSEC).
 */
export default function SharedDomainsPage() {
  const { t } = useTranslation();
  const { data: domains, error } = useSharedDomains();
  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.domainsShared')}</PageTitle>
      <section aria-label={t('domainSharing.sharedListLabel')} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <LoadedList
          items={domains}
          error={error}
          testId="shared-domains"
          emptyText={`${t('domainSharing.sharedEmpty')} ${t('domainSharing.sharedEmptyHint')}`}
          loadFailedText={t('domains.loadFailed')}
        >
          {(items) => <DomainsTable domains={items} shared />}
        </LoadedList>
      </section>
    </div>
  );
}
