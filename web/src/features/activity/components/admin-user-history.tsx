import { useTranslation } from 'react-i18next';
import { ActivityList } from './activity-list';

/** A user's page in the admin area: the activity about the user (sign-ins, changes, administrators' acts), newest first. */
export default function AdminUserHistory({ userId }: { userId: string }) {
  const { t } = useTranslation();
  return <ActivityList source={{ adminUserId: userId }} caption={t('admin.users.historyCaption')} />;
}
