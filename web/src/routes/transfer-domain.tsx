import { useTranslation } from 'react-i18next';
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

  let content;
  if (transfers && transfers.length > 0) {
    content = <TransfersTable transfers={transfers} />;
  } else if (transfers) {
    content = (
      <p className="px-6 py-10 text-center text-sm text-slate-600" data-testid="transfers-empty">
        {t('transfers.empty')}
      </p>
    );
  } else if (error) {
    content = (
      <p role="alert" className="px-6 py-5 text-sm text-red-700" data-testid="transfers-error">
        {t('transfers.loadFailed')}
      </p>
    );
  } else {
    content = (
      <div role="status" className="space-y-3 px-6 py-5" data-testid="transfers-loading">
        <span className="sr-only">{t('app.loading')}</span>
        {[0, 1].map((index) => (
          <div key={index} aria-hidden="true" className="h-4 w-full max-w-xl animate-pulse rounded bg-slate-200" />
        ))}
      </div>
    );
  }

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
