import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country } from '#shared/schemas/countries.ts';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { useLocale } from '#web/lib/i18n.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

function Badge({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${
        ok ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' : 'bg-amber-50 text-amber-800 ring-amber-600/20'
      }`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${ok ? 'bg-emerald-500' : 'bg-amber-500'}`} />
      {children}
    </span>
  );
}

/** The signed-in user's profile as `GET /users/me` answers it (read-only for now). */
export function UserProfile({ user, countries }: { user: CurrentUser; countries: readonly Country[] | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const notGiven = <span className="text-slate-400">{t('myUser.notGiven')}</span>;
  const country = user.country_code ? countries?.find((entry) => entry.code === user.country_code) : undefined;
  const addressLines = [user.street, [user.zip, user.city].filter(Boolean).join(' '), country?.name[locale] ?? user.country_code]
    .map((line) => line?.trim())
    .filter((line): line is string => Boolean(line));
  const phone = user.phone ? [user.phone_code, user.phone].filter(Boolean).join(' ') : null;
  // How this user really signs in: a password, the national e-ID, or both.
  const signInMethods = [user.has_password && t('myUser.signInPassword'), user.is_using_samleikin && t('myUser.signInSamleikin')].filter(
    (method): method is string => typeof method === 'string',
  );

  return (
    <dl className="divide-y divide-slate-100">
      <Row label={t('myUser.name')}>{user.name}</Row>
      <Row label={t('myUser.email')}>
        <span className="flex flex-wrap items-center gap-2">
          <span className="[overflow-wrap:anywhere]">{user.email}</span>
          <Badge ok={user.is_email_verified}>{user.is_email_verified ? t('myUser.emailVerified') : t('myUser.emailNotVerified')}</Badge>
        </span>
      </Row>
      <Row label={t('myUser.phone')}>
        {phone ? (
          <span className="flex flex-wrap items-center gap-2">
            <span>{phone}</span>
            <Badge ok={user.is_phone_verified}>{user.is_phone_verified ? t('myUser.phoneVerified') : t('myUser.phoneNotVerified')}</Badge>
          </span>
        ) : (
          notGiven
        )}
      </Row>
      <Row label={t('myUser.address')}>
        {addressLines.length > 0 ? (
          <address className="not-italic">
            {addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        ) : (
          notGiven
        )}
      </Row>
      <Row label={t('myUser.role')}>{user.is_admin ? t('myUser.roleAdmin') : t('myUser.roleUser')}</Row>
      <Row label={t('myUser.signInMethod')}>
        {signInMethods.length > 0 ? (
          <ul data-testid="sign-in-methods">
            {signInMethods.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
        ) : (
          notGiven
        )}
      </Row>
    </dl>
  );
}
