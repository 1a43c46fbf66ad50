import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '#shared/format.ts';
import type { AdminUserSummary } from '#shared/schemas/admin-users.ts';
import { TextField } from '#web/components/form/field.tsx';
import { SubmitButton } from '#web/components/form/submit-button.tsx';
import { useForm } from '#web/components/form/use-form.ts';
import { Card } from '#web/components/layout/page-frame.tsx';
import { LoadedList } from '#web/components/ui/loaded-list.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { ResponsiveTable, TableCell, TableRow } from '#web/components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths';
import { useAdminUserSearch } from '../api/users';

const searchSchema = () => import('zod').then((z) => z.object({ q: z.string().trim() }));

/** A user's state in words: deactivated, or active (and an administrator). */
export function UserStatus({ user }: { user: Pick<AdminUserSummary, 'deactivated_at' | 'is_admin'> }) {
  const { t } = useTranslation();
  if (user.deactivated_at) {
    return <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-600/20 ring-inset">{t('admin.users.deactivated')}</span>;
  }
  return (
    <span className="flex flex-wrap gap-1">
      <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-600/20 ring-inset">{t('admin.users.active')}</span>
      {user.is_admin && (
        <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800 ring-1 ring-blue-600/20 ring-inset">{t('admin.users.administrator')}</span>
      )}
    </span>
  );
}

/**
 * The admin users page: the newest users before any search; search by the beginning of any word
 * of a name or an e-mail address (the term and the page live in the address, so back and reload
 * keep them), the users found a page at a time.
 */
export function UserSearch() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = Math.max(1, Number(search.get('page') ?? '1') || 1);
  const { data, error } = useAdminUserSearch(q, page);
  const form = useForm({
    initialValues: { q },
    schema: searchSchema,
    onSubmit: ({ q: term }) => setSearch(term === '' ? {} : { q: term }),
  });
  const goTo = (next: number) => setSearch({ ...(q === '' ? {} : { q }), page: String(next) });

  return (
    <div className="space-y-6">
      <Card>
        <form role="search" aria-label={t('admin.users.searchLabel')} onSubmit={(event) => void form.handleSubmit(event)} noValidate className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <TextField field={form.field('q')} label={t('admin.users.term')} hint={t('admin.users.termHint')} type="search" autoComplete="off" />
          </div>
          <SubmitButton busy={form.submitting} className="mb-6">
            {t('admin.users.search')}
          </SubmitButton>
        </form>
      </Card>
      {/* Before any search: every user, the newest first. */}
      {q === '' && <h2 className="text-base font-semibold text-slate-900">{t('admin.users.newest')}</h2>}
      <Card>
        <LoadedList items={data?.data} error={error} testId="admin-users" emptyText={t('admin.users.empty')} loadFailedText={t('admin.users.loadFailed')}>
          {(users) => (
            <ResponsiveTable
              caption={t('admin.users.caption')}
              testId="admin-users-table"
              columns={[
                { id: 'name', header: t('admin.users.name') },
                { id: 'email', header: t('admin.users.email') },
                { id: 'status', header: t('admin.users.status') },
                { id: 'created', header: t('admin.users.created') },
              ]}
            >
              {users.map((user) => (
                <TableRow key={user.id} data-user={user.id}>
                  <TableCell column="name" rowHeader className="[overflow-wrap:anywhere]">
                    <Link to={paths['admin-users-single'].href({ userId: user.id })} className="inline-flex min-h-11 items-center font-medium text-blue-700 hover:underline">
                      {user.name}
                    </Link>
                  </TableCell>
                  <TableCell column="email" className="[overflow-wrap:anywhere]">
                    {user.email}
                  </TableCell>
                  <TableCell column="status">
                    <UserStatus user={user} />
                  </TableCell>
                  <TableCell column="created" className="whitespace-nowrap text-slate-600">
                    {formatDate(user.created_at)}
                  </TableCell>
                </TableRow>
              ))}
            </ResponsiveTable>
          )}
        </LoadedList>
        {(page > 1 || data?.links.next) && (
          <nav aria-label={t('admin.users.pageNavigation')} className="mt-4 flex justify-between gap-3">
            <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => goTo(page - 1)}>
              {t('admin.users.previous')}
            </button>
            <button type="button" className={secondaryButton} disabled={!data?.links.next} onClick={() => goTo(page + 1)}>
              {t('admin.users.next')}
            </button>
          </nav>
        )}
      </Card>
    </div>
  );
}
