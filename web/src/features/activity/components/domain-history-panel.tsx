import { useTranslation } from 'react-i18next';
import type { DomainDetail } from '#shared/schemas/domains.ts';
import { ActivityList } from './activity-list';

/** The domain view's History tab: who changed what and when, newest first. */
export default function DomainHistoryPanel({ domain }: { domain: DomainDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('activity.caption')} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <ActivityList source={{ domainId: domain.id }} caption={t('activity.caption')} />
    </section>
  );
}
