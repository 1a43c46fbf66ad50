import { useTranslation } from 'react-i18next';
import useSWRInfinite from 'swr/infinite';
import { formatDateTime } from '#shared/format.ts';
import { LoadedList } from '#web/components/ui/loaded-list.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { ResponsiveTable, TableCell, TableRow } from '#web/components/ui/responsive-table.tsx';
import { apiPath, callApi } from '#web/lib/call-api.ts';
import { useLocale } from '#web/lib/i18n.ts';
import { actorOf, activitySentences, type Translate } from '../activity-sentences';

export type AdminActivityFilter = Partial<Record<'actor' | 'subject' | 'activity' | 'from' | 'to', string>>;
type Page = Awaited<ReturnType<typeof callApi<'listAdminActivity'>>>;

/** The admin activity log's entries, newest first, 50 at a time ("show more" follows the cursor). */
export default function AdminActivityEntries({ filter }: { filter: AdminActivityFilter }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const translate = t as unknown as Translate;
  const queryOf = (cursor?: string) => ({ ...filter, ...(cursor ? { cursor } : {}) });
  const {
    data: pages,
    error,
    size,
    setSize,
    isValidating,
  } = useSWRInfinite(
    (index, previous: Page | null) => {
      if (index === 0) return apiPath('listAdminActivity', { query: queryOf() });
      const cursor = previous?.links.next ? new URL(previous.links.next, 'http://x').searchParams.get('cursor') : null;
      return cursor ? apiPath('listAdminActivity', { query: queryOf(cursor) }) : null;
    },
    (key: string) => callApi('listAdminActivity', { query: Object.fromEntries(new URL(key, 'http://x').searchParams) as AdminActivityFilter & { cursor?: string } }),
  );
  const entries = pages?.flatMap((page) => page.data);
  const hasMore = pages !== undefined && pages.length === size && pages.at(-1)?.links.next !== null;
  return (
    <>
      <LoadedList items={entries} error={error} testId="admin-activity" emptyText={t('admin.activityLog.empty')} loadFailedText={t('admin.activityLog.loadFailed')}>
        {(items) => (
          <ResponsiveTable
            caption={t('admin.activityLog.caption')}
            testId="admin-activity-table"
            columns={[
              { id: 'when', header: t('admin.activityLog.when') },
              { id: 'about', header: t('admin.activityLog.about') },
              { id: 'what', header: t('admin.activityLog.what') },
            ]}
          >
            {items.map((entry) => (
              <TableRow key={entry.id} data-activity={entry.activity}>
                <TableCell column="when" className="whitespace-nowrap text-slate-600">
                  <time dateTime={entry.occurred_at}>{formatDateTime(entry.occurred_at, locale)}</time>
                </TableCell>
                <TableCell column="about" className="[overflow-wrap:anywhere]">
                  {entry.subject.name ?? `${entry.subject.kind}:${entry.subject.id}`}
                </TableCell>
                <TableCell column="what" className="text-slate-800">
                  <ul className="space-y-0.5">
                    {activitySentences(entry, translate).map((sentence, index) => (
                      // A sentence quotes records' values and host names (data, which may break anywhere: the layout checks leave it be).
                      <li key={index} className="[overflow-wrap:anywhere]" data-layout-breakable>
                        {sentence}
                      </li>
                    ))}
                  </ul>
                  <p className="mt-1 text-xs [overflow-wrap:anywhere] text-slate-500">
                    {actorOf(entry, translate)} · {entry.activity}
                  </p>
                </TableCell>
              </TableRow>
            ))}
          </ResponsiveTable>
        )}
      </LoadedList>
      {hasMore && (
        <div className="mt-4 flex justify-center">
          <button type="button" className={secondaryButton} disabled={isValidating} onClick={() => void setSize(size + 1)}>
            {t('admin.activityLog.more')}
          </button>
        </div>
      )}
    </>
  );
}
