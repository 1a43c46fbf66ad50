import { useTranslation } from 'react-i18next';
import { ActivityList } from './activity-list';

/** A domain's page in the admin area: its change history (every actor), newest first. */
export default function AdminDomainHistory({ domainId }: { domainId: string }) {
  const { t } = useTranslation();
  return <ActivityList source={{ adminDomainId: domainId }} caption={t('admin.domains.historyCaption')} />;
}
