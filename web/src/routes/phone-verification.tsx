import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, PageTitle } from '../components/layout/page-frame';
import { Loader } from '../components/layout/loader';
import { showInfo } from '../components/ui/toasts/toast-store';
import { paths } from '../config/paths';
import { textLink } from '../features/auth/components/auth-frame';
import { PhoneVerification } from '../features/auth/components/phone-verification';
import { useCurrentUser } from '../lib/api/get-current-user';
import { useNavigateByName } from '../lib/use-navigate-by-name';

/** `/phone-verification` (our name; the spec gives no path): after sign-up, then domains. */
export default function PhoneVerificationPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const navigateByName = useNavigateByName();
  if (!user) return <Loader />;
  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.phoneVerification')}</PageTitle>
      <Card title={t('phoneVerification.heading')}>
        <div className="space-y-5">
          <p className="text-sm text-slate-600">{t('phoneVerification.intro')}</p>
          <PhoneVerification
            user={user}
            onVerified={() => {
              showInfo(t('phoneVerification.verified'));
              navigateByName('domains', {}, { replace: true });
            }}
          />
          <p className="border-t border-slate-100 pt-4 text-sm">
            <Link to={paths.domains.href()} className={`${textLink} inline-flex min-h-11 items-center`}>
              {t('phoneVerification.later')}
            </Link>
          </p>
        </div>
      </Card>
    </div>
  );
}
