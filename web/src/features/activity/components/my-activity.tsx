import { useTranslation } from 'react-i18next';
import { ActivityList } from './activity-list';

/** `/my-user`: the user's own sign-ins and changes, newest first. */
export default function MyActivity() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t('myUser.activityIntro')}</p>
      <ActivityList source="mine" caption={t('activity.myCaption')} />
    </div>
  );
}
