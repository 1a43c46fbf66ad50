import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '#shared/format.ts';
import { type AdminDomainFilter, type AdminDomainSummary, adminDomainFilters } from '#shared/schemas/admin-domains.ts';
import { TextField } from '#web/components/form/field.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { Card } from '#web/components/layout/page-frame.tsx';
import { LoadedList } from '#web/components/ui/loaded-list.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { ResponsiveTable, TableCell, TableRow } from '#web/components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths';
import { useAdminDomains } from '../api/domains';

const domainStatusKeys = {
  active: 'domains.statusActive',
  expiring_soon: 'domains.statusExpiringSoon',
  expired: 'domains.statusExpired',
  deleted: 'domains.statusDeleted',
  transferred_away: 'domains.statusTransferredAway',
} as const;

export function DomainStatusText({ status }: { status: AdminDomainSummary['status'] }) {
  const { t } = useTranslation();
  return <>{t(domainStatusKeys[status])}</>;
}

const isFilter = (value: string | null): value is AdminDomainFilter => value !== null && (adminDomainFilters as readonly string[]).includes(value);
const listSchema = () => import('zod').then((z) => z.object({ q: z.string().trim().toLowerCase(), status: z.enum(adminDomainFilters) }));

/**
 * The admin domains page's list: the beginning of a name and a state (in the address, so back and
 * reload keep them), a page of domains at a time; "next page" follows the API's cursor.
 */
export function DomainList() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const status = isFilter(search.get('status')) ? (search.get('status') as AdminDomainFilter) : 'all';
  const cursor = search.get('cursor') ?? undefined;
  const { data, error } = useAdminDomains({ ...(q ? { q } : {}), status, ...(cursor ? { cursor } : {}) });
  const form = useForm({
    initialValues: { q, status: status as string },
    schema: listSchema,
    onSubmit: (values) => setSearch({ ...(values.q ? { q: values.q } : {}), status: values.status }),
  });
  const next = data?.links.next ? new URL(data.links.next, 'http://x').searchParams.get('cursor') : null;

  return (
    <div className="space-y-6">
      <Card>
        <form role="search" aria-label={t('admin.domains.searchLabel')} onSubmit={(event) => void form.handleSubmit(event)} noValidate className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-56">
            <TextField field={form.field('q')} label={t('admin.domains.term')} hint={t('admin.domains.termHint')} type="search" autoComplete="off" />
          </div>
          <div className="min-w-0 flex-1 basis-40">
            <SelectField
              field={form.field('status')}
              label={t('admin.domains.filter')}
              hint={'\u00a0'}
              options={adminDomainFilters.map((value) => ({ value, label: t(`admin.domains.filters.${value}`) }))}
            />
          </div>
          <SubmitButton busy={form.submitting} className="mb-6">
            {t('admin.domains.search')}
          </SubmitButton>
        </form>
      </Card>
      <Card>
        <LoadedList items={data?.data} error={error} testId="admin-domains" emptyText={t('admin.domains.empty')} loadFailedText={t('admin.domains.loadFailed')}>
          {(domains) => (
            <ResponsiveTable
              caption={t('admin.domains.caption')}
              testId="admin-domains-table"
              columns={[
                { id: 'name', header: t('admin.domains.name') },
                { id: 'status', header: t('admin.domains.status') },
                { id: 'expires', header: t('admin.domains.expires') },
                { id: 'locks', header: t('admin.domains.locks') },
              ]}
            >
              {domains.map((domain) => (
                <TableRow key={domain.id} data-domain={domain.name}>
                  <TableCell column="name" rowHeader className="[overflow-wrap:anywhere]">
                    <Link to={paths['admin-domains-single'].href({ domainId: domain.id })} className="inline-flex min-h-11 items-center font-medium text-blue-700 hover:underline">
                      {domain.name}
                    </Link>
                  </TableCell>
                  <TableCell column="status">
                    <DomainStatusText status={domain.status} />
                  </TableCell>
                  <TableCell column="expires" className="whitespace-nowrap">
                    {formatDate(domain.expires_at)}
                  </TableCell>
                  <TableCell column="locks">
                    {[domain.registration_lock ? t('admin.domains.registrationLock') : null, domain.transfer_lock ? t('admin.domains.transferLock') : null]
                      .filter(Boolean)
                      .join(', ') || t('admin.domains.none')}
                  </TableCell>
                </TableRow>
              ))}
            </ResponsiveTable>
          )}
        </LoadedList>
        {(cursor || next) && (
          <nav aria-label={t('admin.domains.pageNavigation')} className="mt-4 flex justify-between gap-3">
            <button type="button" className={secondaryButton} disabled={!cursor} onClick={() => setSearch({ ...(q ? { q } : {}), status })}>
              {t('admin.domains.firstPage')}
            </button>
            <button type="button" className={secondaryButton} disabled={!next} onClick={() => next && setSearch({ ...(q ? { q } : {}), status, cursor: next })}>
              {t('admin.domains.nextPage')}
            </button>
          </nav>
        )}
      </Card>
    </div>
  );
}
