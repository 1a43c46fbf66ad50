import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadedList } from '#web/components/ui/loaded-list.tsx';
import { primaryButton } from '#web/components/ui/modal/buttons.ts';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { paths } from '#web/config/paths.ts';
import { setScope } from '#web/lib/scope.ts';
import { useTeams } from '../api/teams';
import { CreateTeamForm } from './create-team-form';

/**
 * The user's teams on /my-user, with the caller's role in each, and "Create a team": the new
 * team becomes the selected scope and its page opens.
 */
export function MyTeams() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: teams, error } = useTeams();
  const [creating, setCreating] = useState(false);
  const columns = [
    { id: 'name', header: t('teams.name') },
    { id: 'role', header: t('teams.role') },
  ] as const satisfies readonly TableColumn[];

  return (
    <div className="space-y-5" data-testid="my-teams">
      <p className="max-w-2xl text-sm text-slate-600">{t('teams.intro')}</p>
      <LoadedList items={teams} error={error} testId="teams" emptyText={t('teams.none')} loadFailedText={t('teams.loadFailed')}>
        {(teams) => (
          <ResponsiveTable caption={t('teams.listLabel')} columns={columns} stackBelow="xl" testId="teams-table">
            {teams.map((team) => {
              const target = team.is_owned_by_current_user ? paths['teams-single'].href({ teamId: team.id }) : paths['teams-domains'].href({ teamId: team.id });
              return (
                <TableRow key={team.id} data-team={team.id}>
                  <TableCell column="name" rowHeader className="font-medium break-words text-slate-900">
                    <Link
                      to={target}
                      onClick={() => setScope({ type: 'team', teamId: team.id })}
                      aria-label={t('teams.open', { team: team.name })}
                      className="inline-flex min-h-11 items-center text-blue-700 underline underline-offset-2 hover:text-blue-900"
                    >
                      {team.name}
                    </Link>
                  </TableCell>
                  <TableCell column="role" className="text-slate-700">
                    {team.is_owned_by_current_user ? t('teams.owner') : t('teams.member')}
                  </TableCell>
                </TableRow>
              );
            })}
          </ResponsiveTable>
        )}
      </LoadedList>
      {creating ? (
        <CreateTeamForm
          onCancel={() => setCreating(false)}
          onCreated={(team) => {
            setCreating(false);
            setScope({ type: 'team', teamId: team.id });
            void navigate(paths['teams-single'].href({ teamId: team.id }));
          }}
        />
      ) : (
        <button type="button" className={primaryButton} onClick={() => setCreating(true)} data-testid="create-team">
          {t('teams.create')}
        </button>
      )}
    </div>
  );
}
