import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DomainSummary } from '#shared/schemas/domains.ts';
import { formatDate } from '#shared/format.ts';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '#web/components/ui/responsive-table.tsx';
import { paths } from '#web/config/paths.ts';
import { DomainStatusBadge } from './domain-status-badge';

/** The archive: one row per domain, the name linking to its view (the team's view in a team's archive); `shared`: the domains shared with the user, with their owners. */
export function DomainsTable({
  domains,
  shared = false,
  teamId,
  selection,
}: {
  domains: readonly DomainSummary[];
  shared?: boolean;
  teamId?: string;
  /** The bulk actions' selection (issue 32): a checkbox per row. */
  selection?: { selected: ReadonlySet<string>; toggle: (domainId: string) => void };
}) {
  const { t } = useTranslation();
  const columns = [
    ...(selection ? [{ id: 'select', header: t('domains.bulk.select') }] : []),
    { id: 'name', header: t('domains.name') },
    ...(shared ? [{ id: 'owner', header: t('domainSharing.roles.owner') }] : []),
    { id: 'status', header: t('domains.status') },
    { id: 'expires', header: t('domains.expires') },
    { id: 'renewalDate', header: t('domains.renewalDate') },
    { id: 'autoRenewal', header: t('domains.autoRenewal') },
  ] as const satisfies readonly TableColumn[];
  return (
    <ResponsiveTable caption={shared ? t('domainSharing.sharedListLabel') : t('domains.listLabel')} columns={columns} testId="domains-table">
      {domains.map((domain) => (
        <TableRow key={domain.id} data-domain={domain.name} data-testid="domain-row">
          {selection && (
            <TableCell column="select" className="w-12">
              {/* The label around the box is the 44 px target. */}
              <label className="-my-3 inline-flex size-11 cursor-pointer items-center justify-center">
                <input
                  type="checkbox"
                  checked={selection.selected.has(domain.id)}
                  onChange={() => selection.toggle(domain.id)}
                  aria-label={t('domains.bulk.selectDomain', { domain: domain.name })}
                  className="size-5 rounded border-slate-300 accent-blue-700 focus-visible:outline-2 focus-visible:outline-blue-600"
                />
              </label>
            </TableCell>
          )}
          <TableCell column="name" rowHeader className="break-words">
            {/* 44 px tall to tap; in the table its text starts at the row's top like the other cells' (`@2xl:-my-3`, the cell's padding). */}
            <Link
              to={teamId ? paths['teams-domains-single'].href({ teamId, domainId: domain.id }) : paths['domains-single'].href({ domainId: domain.id })}
              className="inline-flex min-h-11 items-center rounded text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 @2xl:-my-3"
            >
              {domain.name}
            </Link>
          </TableCell>
          {shared && (
            <TableCell column="owner" className="break-words text-slate-700">
              {domain.owner.name}
            </TableCell>
          )}
          <TableCell column="status" className="whitespace-nowrap">
            <DomainStatusBadge status={domain.status} />
          </TableCell>
          <TableCell column="expires" className="whitespace-nowrap text-slate-700">
            {formatDate(domain.expires_at)}
          </TableCell>
          <TableCell column="renewalDate" className="whitespace-nowrap text-slate-700">
            {formatDate(domain.renewal_date)}
          </TableCell>
          <TableCell column="autoRenewal" className="whitespace-nowrap text-slate-700">
            {domain.auto_renewal ? t('domains.on') : t('domains.off')}
          </TableCell>
        </TableRow>
      ))}
    </ResponsiveTable>
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
