import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadedList } from '../components/ui/loaded-list';
import { PageTitle } from '../components/layout/page-frame';
import { useOrders } from '../features/orders/api/get-orders';
import { ReceiptsTable } from '../features/orders/components/receipts-table';

/**
 * `/receipts` ("Kvittanir"): the user's orders with their amounts, status and the PDF receipt.
 * `teams-receipts` (`/teams/{teamId}/receipts`): the team's, for every member.
 */
export default function ReceiptsPage() {
  const { t } = useTranslation();
  const { teamId } = useParams();
  const { data: orders, error } = useOrders(teamId);

  const content = (
    <LoadedList items={orders} error={error} testId="receipts" emptyText={t('receipts.empty')} loadFailedText={t('receipts.loadFailed')} placeholderLines={3}>
      {(orders) => <ReceiptsTable orders={orders} />}
    </LoadedList>
  );

  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.receipts')}</PageTitle>
      <section aria-label={t('receipts.listLabel')} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {content}
      </section>
    </div>
  );
}
