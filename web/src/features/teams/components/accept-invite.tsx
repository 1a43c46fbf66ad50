import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { primaryButton } from '#web/components/ui/modal/buttons.ts';
import { showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { setScope } from '#web/lib/scope.ts';
import { acceptInvite } from '../api/teams';

/**
 * `/teams/{teamId}/invites/{inviteId}/accept`: the invitee accepts, the team becomes the scope
 * and its domains open. Reached from the e-mail's link, also through sign-in or sign-up first
 * (the navigation rules keep the way back). A failure says "Failed to accept the invitation".
 */
export function AcceptInvite({ teamId, inviteId }: { teamId: string; inviteId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const accept = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const team = await acceptInvite(teamId, inviteId);
      setScope({ type: 'team', teamId: team.id });
      showInfo(t('teams.accepted', { team: team.name }));
      void navigate(paths['teams-domains'].href({ teamId: team.id }));
    } catch (error) {
      setFailure(errorMessage(error, t));
      setBusy(false);
    }
  };

  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-16">
      <section className="w-full max-w-xl space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="accept-team-invite">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('teams.acceptHeading')}</h1>
        <p className="text-sm text-slate-700">{t('teams.acceptIntro')}</p>
        {failure && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-4">
          <button type="button" className={primaryButton} onClick={() => void accept()} disabled={busy}>
            {t('teams.accept')}
          </button>
          <Link to={paths.domains.href()} className="inline-flex min-h-11 items-center text-sm text-blue-700 underline underline-offset-2 hover:text-blue-900">
            {t('teams.toDomains')}
          </Link>
        </div>
      </section>
    </main>
  );
}
