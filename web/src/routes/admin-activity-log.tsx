import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextField } from '../components/form/field';
import { SubmitButton } from '../components/form/submit-button';
import { useForm } from '../components/form/use-form';
import { Card, PageTitle } from '../components/layout/page-frame';
import { secondaryButton } from '../components/ui/modal/buttons';
import { showError } from '../components/ui/toasts/toast-store';
import { AdminActivityEntries } from '../features/activity';
import { AdminLayout } from '../features/admin/components/admin-layout';
import { isApiError } from '../lib/api-client';
import { callApiFile } from '../lib/call-api';
import { saveFile } from '../lib/save-file';

const fields = ['actor', 'subject', 'activity', 'from', 'to'] as const;
const filterSchema = () =>
  import('zod').then((z) => z.object({ actor: z.string().trim(), subject: z.string().trim(), activity: z.string().trim(), from: z.string().trim(), to: z.string().trim() }));

/** `/admin/activity-log`: the activity log filtered by actor, subject, activity and dates, and as CSV (administrators). */
export default function AdminActivityLogPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter = Object.fromEntries(fields.map((name) => [name, search.get(name) ?? '']).filter(([, value]) => value !== '')) as Partial<Record<(typeof fields)[number], string>>;
  const form = useForm({
    initialValues: Object.fromEntries(fields.map((name) => [name, filter[name] ?? ''])) as Record<(typeof fields)[number], string>,
    schema: filterSchema,
    onSubmit: (values) => setSearch(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''))),
  });
  const exportCsv = async () => {
    try {
      const file = await callApiFile('exportAdminActivity', 'text/csv', { query: filter });
      saveFile(file.blob, file.filename ?? t('admin.activityLog.filename'));
    } catch (cause) {
      showError(isApiError(cause) ? cause.message : t('admin.activityLog.exportFailed'));
    }
  };
  return (
    <AdminLayout>
      <div className="space-y-6">
        <PageTitle>{t('titles.adminActivityLog')}</PageTitle>
        <Card>
          <form aria-label={t('admin.activityLog.filterLabel')} onSubmit={(event) => void form.handleSubmit(event)} noValidate className="grid gap-4 sm:grid-cols-2">
            <TextField field={form.field('actor')} label={t('admin.activityLog.actor')} hint={t('admin.activityLog.actorHint')} autoComplete="off" />
            <TextField field={form.field('subject')} label={t('admin.activityLog.subject')} hint={t('admin.activityLog.subjectHint')} autoComplete="off" />
            <TextField field={form.field('activity')} label={t('admin.activityLog.activity')} hint={t('admin.activityLog.activityHint')} autoComplete="off" />
            <div className="grid grid-cols-2 gap-3">
              <TextField field={form.field('from')} label={t('admin.activityLog.from')} type="date" />
              <TextField field={form.field('to')} label={t('admin.activityLog.to')} type="date" />
            </div>
            <div className="flex flex-wrap gap-3 sm:col-span-2">
              <SubmitButton busy={form.submitting}>{t('admin.activityLog.show')}</SubmitButton>
              <button type="button" className={secondaryButton} onClick={() => void exportCsv()}>
                {t('admin.activityLog.export')}
              </button>
            </div>
          </form>
        </Card>
        <Card>
          <Suspense fallback={null}>
            <AdminActivityEntries key={search.toString()} filter={filter} />
          </Suspense>
        </Card>
      </div>
    </AdminLayout>
  );
}
