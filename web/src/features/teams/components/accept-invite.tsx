import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '#shared/format.ts';
import { Loader } from '#web/components/layout/loader.tsx';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { paths } from '#web/config/paths.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { setScope } from '#web/lib/scope.ts';
import { acceptInvite, useTeamInvitation } from '../api/teams';

/**
 * `/teams/{teamId}/invites/{inviteId}/accept`: the invitation names the team and who invited
 * (read for the invited address's user only); accepting makes the team the scope and opens its
 * domains. Reached from the e-mail's link, also through sign-in or sign-up first (the navigation
 * rules keep the way back). An invitation that is not theirs, withdrawn or expired says so
 * ("Failed to accept the invitation…") and names nobody. The route puts it in the guest frame.
 */
export function AcceptInvite({ teamId, inviteId }: { teamId: string; inviteId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: invitation, error } = useTeamInvitation(teamId, inviteId);
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
    } catch (caught) {
      setFailure(errorMessage(caught, t));
      setBusy(false);
    }
  };

  const toDomains = (
    <Link to={paths.domains.href()} className={secondaryButton}>
      {t('teams.toDomains')}
    </Link>
  );

  if (!invitation) {
    if (!error) return <Loader />;
    return (
      <div className="space-y-5" data-testid="accept-team-invite">
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" data-testid="team-invite-error">
          {isApiError(error) && error.status === 404 ? errorMessage(error, t) : t('teams.acceptLoadFailed')}
        </p>
        {toDomains}
      </div>
    );
  }

  const values = { team: invitation.team_name, inviter: invitation.invited_by };
  const text = !invitation.invited_by ? 'teams.acceptTextNoInviter' : invitation.is_owner ? 'teams.acceptTextOwner' : 'teams.acceptText';
  return (
    <div className="space-y-5" data-testid="accept-team-invite">
      <p className="text-base font-medium break-words text-slate-900" data-testid="team-invite-text">
        {t(text, values)}
      </p>
      <p className="text-sm text-slate-700">{t('teams.acceptIntro')}</p>
      <p className="text-sm text-slate-600">{t('teams.acceptValidUntil', { date: formatDate(invitation.expires_at) })}</p>
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={primaryButton} onClick={() => void accept()} disabled={busy}>
          {t('teams.accept')}
        </button>
        {toDomains}
      </div>
    </div>
  );
}
