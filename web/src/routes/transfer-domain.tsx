import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadedList } from '../components/ui/loaded-list';
import { Card, PageTitle } from '../components/layout/page-frame';
import { useTransfers } from '../features/transfers/api/get-transfers';
import { TransferForm } from '../features/transfers/components/transfer-form';
import { TransfersTable } from '../features/transfers/components/transfers-table';
import { useTeams } from '#web/lib/api/get-teams.ts';

/**
 * `/transfer-domain` ("Flyt økisnavn"): request a transfer in with the domain and its transfer
 * code, and follow the user's transfers. `teams-transfer-domain` (`/teams/{teamId}/transfer-domain`,
 * team owners only, spec §2): the team's transfers, and its owners ask for new ones, which the
 * team owns; a member who is not an owner sees the list and "Only owners can use this function".
 */
export default function TransferDomainPage() {
  const { t } = useTranslation();
  const { teamId } = useParams();
  const { data: loaded, error } = useTransfers(teamId);
  const { data: teams } = useTeams({ enabled: teamId !== undefined });
  const team = teamId ? teams?.find((candidate) => candidate.id === teamId) : undefined;
  // A team's transfers speak of the team, by name: listed once its name is known.
  const transfers = teamId && !teams ? undefined : loaded;
  const mayAsk = !teamId || team?.is_owned_by_current_user === true;

  const content = (
    <LoadedList
      items={transfers}
      error={error}
      testId="transfers"
      emptyText={team ? t('transfers.teamEmpty', { team: team.name }) : t('transfers.empty')}
      loadFailedText={t('transfers.loadFailed')}
    >
      {(transfers) => <TransfersTable transfers={transfers} />}
    </LoadedList>
  );

  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.transferDomain')}</PageTitle>
      <Card title={t('transfers.formHeading')}>
        {mayAsk ? (
          <>
            <p className="mb-5 max-w-xl text-sm text-slate-600">{team ? t('transfers.teamIntro', { team: team.name }) : t('transfers.intro')}</p>
            <TransferForm key={teamId ?? 'mine'} teamId={teamId} />
          </>
        ) : (
          teams && (
            <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="transfer-owners-only">
              {t('teams.onlyOwners')}
            </p>
          )
        )}
      </Card>
      <section aria-labelledby="transfers-heading" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <h2 id="transfers-heading" className="border-b border-slate-100 px-6 py-4 text-base font-semibold text-slate-900">
          {team ? t('transfers.teamListHeading', { team: team.name }) : t('transfers.listHeading')}
        </h2>
        {content}
      </section>
    </div>
  );
}
