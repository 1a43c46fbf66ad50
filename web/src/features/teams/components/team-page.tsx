import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Team } from '#shared/schemas/teams.ts';
import { Card, usePageSubject } from '#web/components/layout/page-frame.tsx';
import { Loader } from '#web/components/layout/loader.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { dangerButton } from '#web/components/ui/modal/buttons.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { paths } from '#web/config/paths.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { resetScope } from '#web/lib/scope.ts';
import { deleteTeam, teamDetailsSchema, updateTeam, useTeam } from '../api/teams';
import { TeamDetailsFields, type TeamFormValues } from './team-details-fields';
import { TeamInvitations } from './team-invitations';
import { TeamMembers } from './team-members';

const valuesOf = (team: Team): TeamFormValues => ({
  name: team.name,
  vat_number: team.vat_number ?? '',
  street: team.street ?? '',
  zip: team.zip ?? '',
  city: team.city ?? '',
  attention: team.attention ?? '',
  country: team.country ?? '',
});

function TeamDetailsForm({ team }: { team: Team }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: valuesOf(team),
    schema: teamDetailsSchema,
    onSubmit: async (values) => {
      await updateTeam(team.id, values);
      showInfo(t('teams.saved'));
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="max-w-xl space-y-5" aria-label={t('teams.detailsHeading')} data-testid="team-details-form">
      <TeamDetailsFields form={form} />
      <SubmitButton busy={form.submitting}>{t('form.save')}</SubmitButton>
    </form>
  );
}

/**
 * `/teams/{teamId}` (spec §2 "team page", owners): the details, the members with owner switches
 * and "Remove", invitations (send, withdraw), and deleting the team (refused while it has domains). A member who is not an
 * owner is told "Only owners can use this function".
 */
export function TeamPage({ teamId, currentUserId }: { teamId: string; currentUserId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: team, error } = useTeam(teamId);
  usePageSubject(team?.name);

  const leave = () => {
    resetScope();
    void navigate(paths.domains.href());
  };

  const remove = async (team: Team) => {
    const confirmed = await openConfirm({
      title: t('teams.deleteTitle'),
      message: t('teams.deleteMessage', { team: team.name }),
      confirmText: t('teams.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deleteTeam(team.id);
      showInfo(t('teams.deleted'));
      leave();
    } catch (caught) {
      showError(errorMessage(caught, t));
    }
  };

  if (!team) {
    return error ? (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(error, t)}
      </p>
    ) : (
      <Loader />
    );
  }
  if (!team.is_owned_by_current_user) {
    return (
      <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="team-owners-only">
        {t('teams.onlyOwners')}
      </p>
    );
  }
  return (
    <div className="space-y-6" data-testid="team-page">
      <Card title={t('teams.detailsHeading')}>
        <TeamDetailsForm key={team.id} team={team} />
      </Card>
      <Card title={t('teams.membersHeading')}>
        <TeamMembers team={team} currentUserId={currentUserId} onLeft={leave} />
      </Card>
      <Card title={t('teams.invitationsHeading')}>
        <TeamInvitations team={team} />
      </Card>
      <Card title={t('teams.deleteHeading')}>
        <div className="space-y-4">
          <p className="text-sm text-slate-600">{t('teams.deleteIntro')}</p>
          <button type="button" className={dangerButton} onClick={() => void remove(team)} data-testid="delete-team">
            {t('teams.delete')}
          </button>
        </div>
      </Card>
    </div>
  );
}
