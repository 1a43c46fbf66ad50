import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, PageTitle } from '../components/layout/page-frame';
import { Loader } from '../components/layout/loader';
import { secondaryButton } from '../components/ui/modal/buttons';
import { showInfo } from '../components/ui/toasts/toast-store';
import { MyActivity } from '../features/activity';
import { MyTeams } from '../features/teams';
import { ClaimDomains } from '../features/claims';
import { ChangeEmail } from '../features/auth/components/change-email';
import { PhoneVerification } from '../features/auth/components/phone-verification';
import { SessionsList } from '../features/auth/components/sessions-list';
import { AuthenticatorSection } from '../features/users/components/authenticator-section';
import { ChangePasswordForm } from '../features/users/components/change-password-form';
import { DeleteAccount } from '../features/users/components/delete-account';
import { PasskeysSection } from '../features/users/components/passkeys-section';
import { ProfileForm } from '../features/users/components/profile-form';
import { UserProfile } from '../features/users/components/user-profile';
import { useCountries } from '../lib/api/get-countries';
import { useCurrentUser } from '../lib/api/get-current-user';

/**
 * `/my-user` ("Mín brúkari"): the profile (edit name and address; a national e-ID user only the
 * address), e-mail, phone, password (for users who have one, e-ID or not), the authenticator app (the same users), sessions,
 * the user's teams (and creating one), claiming domains registered under another e-mail, the user's own activity (sign-ins and changes) and deletion.
 */
export default function MyUserPage() {
  const { t } = useTranslation();
  const { user, error } = useCurrentUser();
  const { data: countries } = useCountries();
  const [editing, setEditing] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);

  if (!user) {
    return error ? (
      <p role="alert" className="text-sm text-red-700">
        {t('myUser.loadFailed')}
      </p>
    ) : (
      <Loader />
    );
  }
  const phone = user.phone ? [user.phone_code, user.phone].filter(Boolean).join(' ') : null;
  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.myUser')}</PageTitle>
      <Card title={t('myUser.profileHeading')}>
        {editing ? (
          <ProfileForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <div className="space-y-4">
            <UserProfile user={user} countries={countries} />
            <button type="button" className={secondaryButton} onClick={() => setEditing(true)}>
              {t('myUser.editProfile')}
            </button>
          </div>
        )}
      </Card>
      <Card title={t('myUser.emailHeading')}>
        <ChangeEmail />
      </Card>
      <Card title={t('myUser.phoneHeading')}>
        {phoneOpen ? (
          <div className="space-y-4">
            <PhoneVerification
              user={user}
              onVerified={() => {
                showInfo(t('phoneVerification.verified'));
                setPhoneOpen(false);
              }}
            />
            <button type="button" className={`${secondaryButton}`} onClick={() => setPhoneOpen(false)}>
              {t('modals.cancel')}
            </button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-800">
              {phone ?? t('myUser.notGiven')}
              {phone && !user.is_phone_verified && <span className="ml-2 text-amber-700">({t('myUser.phoneNotVerified')})</span>}
            </p>
            <button type="button" className={secondaryButton} onClick={() => setPhoneOpen(true)}>
              {phone && !user.is_phone_verified ? t('myUser.verifyPhone') : t('myUser.changePhone')}
            </button>
          </div>
        )}
      </Card>
      {user.has_password && (
        <Card title={t('myUser.passwordHeading')}>
          <ChangePasswordForm />
        </Card>
      )}
      <AuthenticatorSection />
      <Card title={t('teams.heading')}>
        <MyTeams />
      </Card>
      <Card title={t('claims.heading')}>
        <ClaimDomains />
      </Card>
      <PasskeysSection />
      <Card title={t('sessions.heading')}>
        <SessionsList />
      </Card>
      <Card title={t('myUser.activityHeading')}>
        <Suspense fallback={<Loader />}>
          <MyActivity />
        </Suspense>
      </Card>
      <Card title={t('deleteAccount.heading')}>
        <DeleteAccount />
      </Card>
    </div>
  );
}
