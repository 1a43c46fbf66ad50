import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadedList } from '../components/ui/loaded-list';
import { PageTitle } from '../components/layout/page-frame';
import { useOrders } from '../features/orders/api/get-orders';
import { ReceiptsTable } from '../features/orders/components/receipts-table';
import { useTeamOfList } from '../lib/api/get-teams';
import { CsvDownloadButton } from '../components/ui/csv-download-button';
import { receiptsCsv } from '../features/orders/receipts-csv';
import { csvDay } from '#shared/csv.ts';

/**
 * `/receipts` ("Kvittanir"): the user's orders with their amounts, status and the PDF receipt.
 * `teams-receipts` (`/teams/{teamId}/receipts`): the team's, for every member.
 */
export default function ReceiptsPage() {
  const { t } = useTranslation();
  const { teamId } = useParams();
  const { data: loaded, error } = useOrders(teamId);
  // A team's receipts speak of the team, by name: shown once its name is known.
  const team = useTeamOfList(teamId);
  const orders = teamId && team === undefined ? undefined : loaded;

  const content = (
    <LoadedList
      items={orders}
      error={error}
      testId="receipts"
      emptyText={team ? t('receipts.teamEmpty', { team: team.name }) : t('receipts.empty')}
      loadFailedText={t('receipts.loadFailed')}
      placeholderLines={3}
    >
      {(orders) => <ReceiptsTable orders={orders} />}
    </LoadedList>
  );

  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.receipts')}</PageTitle>
      {orders && orders.length > 0 && (
        <div className="flex justify-end">
          <CsvDownloadButton
            label={t('receipts.csv.download')}
            failedText={t('receipts.csv.failed')}
            filename={t('receipts.csv.filename', { date: csvDay(new Date().toISOString()) })}
            build={async () => receiptsCsv(orders, t)}
            testId="receipts-csv"
          />
        </div>
      )}
      <section
        aria-label={team ? t('receipts.teamListLabel', { team: team.name }) : t('receipts.listLabel')}
        className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      >
        {content}
      </section>
    </div>
  );
}
