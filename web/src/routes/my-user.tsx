import { useTranslation } from 'react-i18next';
import { Card, PageTitle } from '../components/layout/page-frame';
import { Loader } from '../components/layout/loader';
import { showInfo } from '../components/ui/toasts/toast-store';
import { LocaleSwitcher } from '../features/users/components/locale-switcher';
import { UserProfile } from '../features/users/components/user-profile';
import { useCountries } from '../lib/api/get-countries';
import { useCurrentUser } from '../lib/api/get-current-user';

/** `/my-user`: the profile from `GET /users/me` and the language, saved to the user. */
export default function MyUserPage() {
  const { t, i18n } = useTranslation();
  const { user, error } = useCurrentUser();
  const { data: countries } = useCountries();

  if (!user) {
    return error ? (
      <p role="alert" className="text-sm text-red-700">
        {t('myUser.loadFailed')}
      </p>
    ) : (
      <Loader />
    );
  }
  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.myUser')}</PageTitle>
      <Card title={t('myUser.profileHeading')}>
        <UserProfile user={user} countries={countries} />
      </Card>
      <Card title={t('myUser.languageHeading')}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">{t('myUser.languageHint')}</p>
          <LocaleSwitcher hideLabel onSaved={(locale) => showInfo(i18n.t('locale.saved', { lng: locale }))} />
        </div>
      </Card>
    </div>
  );
}
