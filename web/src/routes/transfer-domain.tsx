import { useTranslation } from 'react-i18next';
import { LoadedList } from '../components/ui/loaded-list';
import { Card, PageTitle } from '../components/layout/page-frame';
import { useTransfers } from '../features/transfers/api/get-transfers';
import { TransferForm } from '../features/transfers/components/transfer-form';
import { TransfersTable } from '../features/transfers/components/transfers-table';

/**
 * `/transfer-domain` ("Flyt økisnavn"): request a transfer in with the domain and its transfer
 * code, and follow the user's transfers. The team version (`teams-transfer-domain`) stays "not
 * available" until teams exist.
 */
export default function TransferDomainPage() {
  const { t } = useTranslation();
  const { data: transfers, error } = useTransfers();

  const content = (
    <LoadedList items={transfers} error={error} testId="transfers" emptyText={t('transfers.empty')} loadFailedText={t('transfers.loadFailed')}>
      {(transfers) => <TransfersTable transfers={transfers} />}
    </LoadedList>
  );

  return (
    <div className="space-y-6">
      <PageTitle>{t('titles.transferDomain')}</PageTitle>
      <Card title={t('transfers.formHeading')}>
        <p className="mb-5 max-w-xl text-sm text-slate-600">{t('transfers.intro')}</p>
        <TransferForm />
      </Card>
      <section aria-labelledby="transfers-heading" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <h2 id="transfers-heading" className="border-b border-slate-100 px-6 py-4 text-base font-semibold text-slate-900">
          {t('transfers.listHeading')}
        </h2>
        {content}
      </section>
    </div>
  );
}
