import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loader } from '../components/layout/loader';
import { PageTitle } from '../components/layout/page-frame';
import { BackIcon } from '../components/ui/icons';
import { paths } from '../config/paths';
import { useAdminDomain } from '../features/admin/api/domains';
import { AdminLayout } from '../features/admin/components/admin-layout';
import { DomainDetail } from '../features/admin/components/domain-detail';
import { isApiError } from '../lib/api-client';

/** `/admin/domains/:domainId`: a domain beside the registry's record (administrators). */
export default function AdminDomainPage() {
  const { t } = useTranslation();
  const { domainId = '' } = useParams();
  const { data: domain, error, mutate } = useAdminDomain(domainId);
  return (
    <AdminLayout>
      <div className="space-y-6">
        <Link to={paths['admin-domains'].href()} className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
          <BackIcon className="size-4" />
          {t('admin.domains.backToDomains')}
        </Link>
        <PageTitle>{domain ? domain.name : t('titles.adminDomainsSingle')}</PageTitle>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {isApiError(error) && error.status === 404 ? t('admin.domains.notFound') : t('admin.domains.domainLoadFailed')}
          </p>
        ) : domain ? (
          <DomainDetail domain={domain} onChange={() => void mutate()} />
        ) : (
          <Loader />
        )}
      </div>
    </AdminLayout>
  );
}
