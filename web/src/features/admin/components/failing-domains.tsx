import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '#shared/format.ts';
import { Card } from '#web/components/layout/page-frame.tsx';
import { LoadedList } from '#web/components/ui/loaded-list.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { ResponsiveTable, TableCell, TableRow } from '#web/components/ui/responsive-table.tsx';
import { useLocale } from '#web/lib/i18n.ts';
import { paths } from '../../../config/paths';
import { useFailingDomains } from '../api/domains';

/** The domains whose last health check failed (issue 32), longest failing first, 50 a page. */
export function FailingDomainsCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [cursor, setCursor] = useState<string | undefined>();
  const { data, error } = useFailingDomains(cursor);
  const next = data?.links.next ? new URL(data.links.next, 'http://x').searchParams.get('cursor') : null;

  return (
    <Card title={t('admin.domains.failingHeading')}>
      <p className="mb-4 text-sm text-slate-600">{t('admin.domains.failingIntro')}</p>
      <LoadedList items={data?.data} error={error} testId="failing-domains" emptyText={t('admin.domains.failingEmpty')} loadFailedText={t('admin.domains.failingLoadFailed')}>
        {(domains) => (
          <ResponsiveTable
            caption={t('admin.domains.failingCaption')}
            testId="failing-domains-table"
            columns={[
              { id: 'name', header: t('admin.domains.failingName') },
              { id: 'problem', header: t('admin.domains.failingProblem') },
              { id: 'since', header: t('admin.domains.failingSince') },
            ]}
          >
            {domains.map((domain) => {
              const [first] = domain.problems;
              const values = { server: first?.server ?? '', others: first?.others || t('domainHealth.noOthers'), detail: first?.detail ?? '' };
              return (
                <TableRow key={domain.domain_id} data-domain={domain.name}>
                  <TableCell column="name" rowHeader className="[overflow-wrap:anywhere]">
                    <Link
                      to={paths['admin-domains-single'].href({ domainId: domain.domain_id })}
                      className="inline-flex min-h-11 items-center font-medium text-blue-700 hover:underline"
                    >
                      {domain.name}
                    </Link>
                  </TableCell>
                  <TableCell column="problem" className="[overflow-wrap:anywhere]">
                    {first ? t(`domainHealth.problems.${first.code}.what` as const, values) : ''}
                    {domain.problems.length > 1 ? ` (+${domain.problems.length - 1})` : ''}
                  </TableCell>
                  <TableCell column="since" className="whitespace-nowrap">
                    {domain.since ? formatDateTime(domain.since, locale) : ''}
                  </TableCell>
                </TableRow>
              );
            })}
          </ResponsiveTable>
        )}
      </LoadedList>
      {next && (
        <div className="mt-4">
          <button type="button" className={secondaryButton} onClick={() => setCursor(next)}>
            {t('admin.domains.failingMore')}
          </button>
        </div>
      )}
    </Card>
  );
}
