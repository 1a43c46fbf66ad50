import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../config/paths';
import { useAdminDomain } from '../features/admin/api/domains';
import { AdminDetailPage } from '../features/admin/components/admin-detail';
import { DomainDetail } from '../features/admin/components/domain-detail';

/** `/admin/domains/:domainId`: a domain beside the registry's record (administrators). */
export default function AdminDomainPage() {
  const { t } = useTranslation();
  const { domainId = '' } = useParams();
  const { data: domain, error, mutate } = useAdminDomain(domainId);
  return (
    <AdminDetailPage
      back={{ to: paths['admin-domains'].href(), label: t('admin.domains.backToDomains') }}
      title={domain ? domain.name : t('titles.adminDomainsSingle')}
      error={error}
      notFound={t('admin.domains.notFound')}
      loadFailed={t('admin.domains.domainLoadFailed')}
    >
      {domain && <DomainDetail domain={domain} onChange={() => void mutate()} />}
    </AdminDetailPage>
  );
}
