import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DomainSummary } from '#shared/schemas/domains.ts';
import { formatDate } from '#shared/format.ts';
import { paths } from '#web/config/paths.ts';
import { DomainStatusBadge } from './domain-status-badge';

const cell = 'px-4 py-3 text-sm whitespace-nowrap';
const headCell = 'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

/** The archive: one row per domain, the name linking to its view. */
export function DomainsTable({ domains }: { domains: readonly DomainSummary[] }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200" data-testid="domains-table">
        <caption className="sr-only">{t('domains.listLabel')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={headCell}>
              {t('domains.name')}
            </th>
            <th scope="col" className={headCell}>
              {t('domains.status')}
            </th>
            <th scope="col" className={headCell}>
              {t('domains.expires')}
            </th>
            <th scope="col" className={headCell}>
              {t('domains.renewalDate')}
            </th>
            <th scope="col" className={headCell}>
              {t('domains.autoRenewal')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {domains.map((domain) => (
            <tr key={domain.id} data-domain={domain.name} data-testid="domain-row">
              <th scope="row" className={`${cell} text-left font-medium`}>
                <Link
                  to={paths['domains-single'].href({ domainId: domain.id })}
                  className="rounded text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
                >
                  {domain.name}
                </Link>
              </th>
              <td className={cell}>
                <DomainStatusBadge status={domain.status} />
              </td>
              <td className={`${cell} text-slate-700`}>{formatDate(domain.expires_at)}</td>
              <td className={`${cell} text-slate-700`}>{formatDate(domain.renewal_date)}</td>
              <td className={`${cell} text-slate-700`}>{domain.auto_renewal ? t('domains.on') : t('domains.off')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Grey bars in the table's shape while the list loads; announced as loading. */
export function DomainsSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="domains-loading" className="space-y-3 px-4 py-4">
      <span className="sr-only">{t('app.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="flex animate-pulse items-center gap-6">
          <div className="h-4 w-40 rounded bg-slate-200" />
          <div className="h-4 w-16 rounded bg-slate-200" />
          <div className="h-4 w-24 rounded bg-slate-100" />
          <div className="hidden h-4 w-24 rounded bg-slate-100 sm:block" />
        </div>
      ))}
    </div>
  );
}
