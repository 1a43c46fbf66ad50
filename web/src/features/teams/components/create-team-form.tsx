import { useTranslation } from 'react-i18next';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { showInfo } from '#web/components/ui/toasts/toast-store.ts';
import type { Team } from '#shared/schemas/teams.ts';
import { createTeam, teamDetailsSchema } from '../api/teams';
import { emptyTeamValues, TeamDetailsFields } from './team-details-fields';

/** "Create a team" (`POST /teams`): the caller becomes its first owner. */
export function CreateTeamForm({ onCreated, onCancel }: { onCreated: (team: Team) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: emptyTeamValues,
    schema: teamDetailsSchema,
    onSubmit: async (values) => {
      const team = await createTeam(values);
      showInfo(t('teams.created'));
      onCreated(team);
    },
  });
  return (
    <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="max-w-xl space-y-5" aria-label={t('teams.createHeading')} data-testid="create-team-form">
      <TeamDetailsFields form={form} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={form.submitting}>{t('teams.create')}</SubmitButton>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('modals.cancel')}
        </button>
      </div>
    </form>
  );
}
