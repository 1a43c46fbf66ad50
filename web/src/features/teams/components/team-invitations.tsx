import { useTranslation } from 'react-i18next';
import { formatDate } from '#shared/format.ts';
import type { Team } from '#shared/schemas/teams.ts';
import { CheckboxField } from '#web/components/form/checkbox-field.tsx';
import { TextField } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { inviteMember, inviteSchema, withdrawInvite } from '../api/teams';

/** Owners invite by e-mail (as owner or member) and withdraw open invitations (spec §4 Invitation). */
export function TeamInvitations({ team }: { team: Team }) {
  const { t } = useTranslation();
  const form = useForm({
    initialValues: { email: '', is_owner: false as boolean },
    schema: inviteSchema,
    onSubmit: async (values) => {
      await inviteMember(team.id, values);
      showInfo(t('teams.invited', { email: values.email }));
      form.reset();
    },
  });
  const columns = [
    { id: 'email', header: t('teams.inviteEmail') },
    { id: 'role', header: t('teams.inviteRole') },
    { id: 'expires', header: t('teams.inviteExpires') },
    { id: 'actions', header: t('teams.actions'), actions: true },
  ] as const satisfies readonly TableColumn[];

  const withdraw = async (inviteId: string) => {
    try {
      await withdrawInvite(team.id, inviteId);
      showInfo(t('teams.withdrawn'));
    } catch (error) {
      showError(errorMessage(error, t));
    }
  };

  return (
    <div className="space-y-6">
      <form onSubmit={(event) => void form.handleSubmit(event)} noValidate className="max-w-xl space-y-4" aria-label={t('teams.invite')} data-testid="team-invite-form">
        <TextField field={form.field('email')} label={t('teams.inviteEmail')} type="email" autoComplete="off" inputMode="email" spellCheck={false} />
        <CheckboxField field={form.field('is_owner')} label={t('teams.inviteAsOwner')} />
        <SubmitButton busy={form.submitting}>{t('teams.invite')}</SubmitButton>
      </form>
      {team.invitations.length === 0 ? (
        <p className="text-sm text-slate-600" data-testid="team-invitations-empty">
          {t('teams.invitationsNone')}
        </p>
      ) : (
        <ResponsiveTable caption={t('teams.invitationsLabel')} columns={columns} stackBelow="2xl" testId="team-invitations">
          {team.invitations.map((invite) => (
            <TableRow key={invite.id} data-testid="team-invitation-row">
              <TableCell column="email" rowHeader className="font-medium [overflow-wrap:anywhere] text-slate-900">
                {invite.email}
              </TableCell>
              <TableCell column="role" className="text-slate-700">
                {invite.is_owner ? t('teams.owner') : t('teams.member')}
              </TableCell>
              <TableCell column="expires" className="whitespace-nowrap text-slate-700">
                {formatDate(invite.expires_at)}
              </TableCell>
              <TableCell column="actions">
                <button type="button" className={secondaryButton} onClick={() => void withdraw(invite.id)} aria-label={t('teams.withdrawLabel', { email: invite.email })}>
                  {t('teams.withdraw')}
                </button>
              </TableCell>
            </TableRow>
          ))}
        </ResponsiveTable>
      )}
    </div>
  );
}
