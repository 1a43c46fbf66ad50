import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../config/paths';
import { PageTitle, usePageSubject } from '../components/layout/page-frame';
import { Loader } from '../components/layout/loader';
import { secondaryButton } from '../components/ui/modal/buttons';
import { useDomain } from '../features/domains/api/get-domain';
import { DomainTabs } from '../features/domains/components/domain-tabs';
import { isApiError } from '../lib/api-client';

/**
 * `/domains/{domainId}` (domains-single; back goes to domains): one of the user's domains with
 * the registry's live data. A domain that is not the user's answers 404.
 */
export default function DomainPage() {
  const { t } = useTranslation();
  const { domainId } = useParams();
  const { data: domain, error } = useDomain(domainId);
  usePageSubject(domain?.name);

  return (
    <div className="space-y-6">
      <PageTitle>{domain?.name ?? t('titles.domainsSingle')}</PageTitle>
      {domain ? (
        <DomainTabs domain={domain} />
      ) : error ? (
        <div className="space-y-4 rounded-xl border border-slate-200 bg-white px-6 py-6 shadow-sm">
          <p role="alert" className="text-sm text-red-700" data-testid="domain-error">
            {isApiError(error) && (error.status === 404 || error.status === 403) ? t('domain.notFound') : t('domain.loadFailed')}
          </p>
          <Link to={paths.domains.href()} className={secondaryButton}>
            {t('domain.backToDomains')}
          </Link>
        </div>
      ) : (
        <Loader />
      )}
    </div>
  );
}
