import { useTranslation } from 'react-i18next';
import { csvDay } from '#shared/csv.ts';
import { CsvDownloadButton } from '#web/components/ui/csv-download-button.tsx';
import { getDomainPage, type DomainListFilter, type DomainListScope } from '../api/get-domains';
import { domainsCsv } from '../domains-csv';

/** The list as CSV: every domain the search and filter match (not only this page), read from the API when pressed. */
export function DomainsCsvButton({ scope, filter }: { scope: DomainListScope; filter: DomainListFilter }) {
  const { t } = useTranslation();
  const { cursor: _cursor, ...everyPage } = filter;
  return (
    <CsvDownloadButton
      label={t('domains.list.download')}
      failedText={t('domains.list.downloadFailed')}
      filename={t('domains.list.filename', { date: csvDay(new Date().toISOString()) })}
      build={async () => domainsCsv((await getDomainPage(scope, everyPage)).data, t, { shared: scope.kind === 'shared' })}
      testId="domains-csv"
    />
  );
}
