import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { AuthFrame, textLink } from '../features/auth/components/auth-frame';
import { EidSignInButton } from '../features/auth/components/eid-sign-in-button';
import { GuestAvailability } from '../features/domains/components/guest-availability';
import { LinkExistingUser } from '../features/auth/components/link-existing-user';
import { CreateUserForm } from '../features/users/components/create-user-form';
import { LocaleSwitcher } from '../features/users/components/locale-switcher';
import { usePendingUser } from '../lib/pending-user';

type Choice = 'create' | 'link';

/**
 * `/create-user` (auth-create-user, "Stovna brúkara"): a national e-ID not yet linked to a user.
 * The pending record (token, name, expiry) from the e-ID sign-in is in local storage; the user
 * either links an existing user or creates one. Under it, the availability box (issue 26).
 */
export default function CreateUserPage() {
  const { t } = useTranslation();
  const pending = usePendingUser();
  const [choice, setChoice] = useState<Choice>('create');

  if (!pending) {
    return (
      <AuthFrame title={t('titles.authCreateUser')} intro={t('createUser.noPending')} localeSwitcher={<LocaleSwitcher />}>
        <div className="space-y-4">
          <EidSignInButton />
          <Link to={paths['auth-login'].href()} className={`${textLink} text-sm`}>
            {t('auth.backToLogin')}
          </Link>
        </div>
      </AuthFrame>
    );
  }

  const option = (value: Choice, label: string) => (
    <label
      className={`relative flex-1 cursor-pointer rounded-md px-3 py-2 text-center text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600 ${
        choice === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
      }`}
    >
      <input
        type="radio"
        name="create-user-choice"
        value={value}
        checked={choice === value}
        onChange={() => setChoice(value)}
        className="absolute inset-0 m-0 cursor-pointer appearance-none opacity-0"
      />
      {label}
    </label>
  );

  return (
    <AuthFrame
      title={t('titles.authCreateUser')}
      intro={t('createUser.intro', { name: pending.name })}
      wide
      after={<GuestAvailability signIn="elsewhere" />}
      localeSwitcher={<LocaleSwitcher />}
    >
      <div className="space-y-6">
        <div role="radiogroup" aria-label={t('createUser.choice')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {option('create', t('createUser.createHeading'))}
          {option('link', t('createUser.linkHeading'))}
        </div>
        {choice === 'create' ? (
          <CreateUserForm name={pending.name} email={pending.email ?? ''} />
        ) : (
          <div className="space-y-4">
            <p className="text-sm text-slate-600">{t('createUser.linkIntro')}</p>
            <LinkExistingUser />
          </div>
        )}
      </div>
    </AuthFrame>
  );
}
