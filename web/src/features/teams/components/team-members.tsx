import { useTranslation } from 'react-i18next';
import type { Team } from '#shared/schemas/teams.ts';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { openConfirm } from '#web/components/ui/modal/modal-store.ts';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { showError, showInfo } from '#web/components/ui/toasts/toast-store.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { removeMember, setMemberOwner } from '../api/teams';

/**
 * The team's members: name, e-mail, an owner switch each and "Remove" (owners only). The API
 * refuses what the rules forbid (the only owner, the last user) with the spec's messages.
 */
export function TeamMembers({ team, currentUserId, onLeft }: { team: Team; currentUserId: string; onLeft: () => void }) {
  const { t } = useTranslation();
  const editable = team.is_owned_by_current_user;
  const columns = [
    { id: 'name', header: t('teams.memberName') },
    { id: 'email', header: t('teams.memberEmail') },
    { id: 'owner', header: t('teams.isOwner') },
    ...(editable ? [{ id: 'actions', header: t('teams.actions'), actions: true }] : []),
  ] satisfies TableColumn[];

  const toggle = async (userId: string, isOwner: boolean) => {
    try {
      await setMemberOwner(team.id, userId, isOwner);
      showInfo(t('teams.ownerChanged'));
    } catch (error) {
      showError(errorMessage(error, t));
    }
  };

  const remove = async (member: Team['members'][number]) => {
    const confirmed = await openConfirm({
      title: t('teams.removeTitle'),
      message: t('teams.removeMessage', { name: member.name || member.email }),
      confirmText: t('teams.remove'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await removeMember(team.id, member.id);
      showInfo(t('teams.removed'));
      // Owners may remove themselves while another owner stays; the team is then no longer theirs to see.
      if (member.id === currentUserId) onLeft();
    } catch (error) {
      showError(errorMessage(error, t));
    }
  };

  return (
    <ResponsiveTable caption={t('teams.membersLabel')} columns={columns} stackBelow="2xl" testId="team-members">
      {team.members.map((member) => {
        const name = member.name || member.email;
        return (
          <TableRow key={member.id} data-member={member.id} data-testid="team-member-row">
            <TableCell column="name" rowHeader className="font-medium break-words text-slate-900">
              {name}
            </TableCell>
            <TableCell column="email" className="[overflow-wrap:anywhere] text-slate-700">
              {member.email}
            </TableCell>
            <TableCell column="owner" className="text-slate-700">
              {editable ? (
                // The whole 44×44 square is the switch's target.
                <label className="-mx-3.5 inline-flex size-11 cursor-pointer items-center justify-center">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={member.is_owner}
                    readOnly
                    // The switch shows the team as the server has it: a click (or Space) asks for the
                    // change and the switch follows the answer, instead of flipping first — a
                    // refusal ("the only owner") changes no state, so nothing would flip it back.
                    onClick={(event) => {
                      event.preventDefault();
                      void toggle(member.id, !member.is_owner);
                    }}
                    aria-label={t('teams.ownerSwitchLabel', { name })}
                    className="size-4 rounded border-slate-300 accent-blue-700 focus-visible:outline-2 focus-visible:outline-blue-600"
                  />
                </label>
              ) : member.is_owner ? (
                t('teams.owner')
              ) : (
                t('teams.member')
              )}
            </TableCell>
            {editable && (
              <TableCell column="actions">
                <button type="button" className={secondaryButton} onClick={() => void remove(member)} aria-label={t('teams.removeLabel', { name })}>
                  {t('teams.remove')}
                </button>
              </TableCell>
            )}
          </TableRow>
        );
      })}
    </ResponsiveTable>
  );
}
