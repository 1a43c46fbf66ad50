import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { formatDate } from '#shared/format.ts';
import { paths } from '../config/paths';
import { PageTitle } from '../components/layout/page-frame';
import { Loader } from '../components/layout/loader';
import { primaryButton, secondaryButton } from '../components/ui/modal/buttons';
import { showError, showInfo } from '../components/ui/toasts/toast-store';
import { acceptDomainInvite, useDomainInvitation } from '../features/domain-sharing/api/domain-sharing';
import { isApiError } from '../lib/api-client';
import { errorMessage } from '../lib/error-message';
import { setScope } from '../lib/scope';

/**
 * `/domains/{domainId}/invites/{inviteId}/accept` (domain-invite-accept, a page without the main
 * layout): the invitation to be a domain's technical manager. A signed-out visitor signs in or up
 * first and comes back here (navigation rule 1 keeps the invitation). Only the invited address's
 * user sees it; accepting opens the domain in the shared-domains scope.
 */
export default function DomainInviteAcceptPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { domainId, inviteId } = useParams();
  const { data: invitation, error } = useDomainInvitation(domainId, inviteId);
  const [busy, setBusy] = useState(false);

  const accept = async () => {
    if (!invitation) return;
    setBusy(true);
    try {
      await acceptDomainInvite(invitation.domain_id, inviteId!);
      setScope({ type: 'shared' });
      showInfo(t('domainSharing.acceptedToast', { domain: invitation.domain_name }));
      void navigate(paths['domains-single'].href({ domainId: invitation.domain_id }));
    } catch (failure) {
      showError(errorMessage(failure, t));
      setBusy(false);
    }
  };

  let content;
  if (invitation) {
    content = (
      <div className="space-y-4">
        <h2 className="text-lg font-semibold break-words text-slate-900">{t('domainSharing.acceptHeading', { domain: invitation.domain_name })}</h2>
        <p className="text-sm text-slate-700">{t('domainSharing.acceptText', { inviter: invitation.invited_by, domain: invitation.domain_name })}</p>
        <p className="text-sm text-slate-600">{t('domainSharing.acceptValidUntil', { date: formatDate(invitation.valid_until) })}</p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={primaryButton} disabled={busy} onClick={() => void accept()}>
            {t('domainSharing.accept')}
          </button>
          <Link to={paths.domains.href()} className={secondaryButton}>
            {t('domainSharing.toDomains')}
          </Link>
        </div>
      </div>
    );
  } else if (error) {
    const gone = isApiError(error) && error.status === 410;
    const notFound = isApiError(error) && error.status === 404;
    content = (
      <div className="space-y-4">
        <p role="alert" className="text-sm text-red-700" data-testid="invite-error">
          {gone ? errorMessage(error, t) : notFound ? t('domainSharing.acceptNotFound') : t('domainSharing.acceptLoadFailed')}
        </p>
        <Link to={paths.domains.href()} className={secondaryButton}>
          {t('domainSharing.toDomains')}
        </Link>
      </div>
    );
  } else {
    content = <Loader />;
  }

  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-xl space-y-4">
        <PageTitle>{t('titles.domainInviteAccept')}</PageTitle>
        <section className="rounded-xl border border-slate-200 bg-white px-4 py-5 shadow-sm sm:px-6">{content}</section>
      </div>
    </main>
  );
}
