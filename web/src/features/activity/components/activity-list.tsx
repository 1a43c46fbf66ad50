import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '#shared/format.ts';
import type { ActivityEntryView } from '#shared/schemas/activity.ts';
import { ClockIcon } from '#web/components/ui/icons.tsx';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { ResponsiveTable, TableCell, TableRow } from '#web/components/ui/responsive-table.tsx';
import { useLocale } from '#web/lib/i18n.ts';
import { activitySentences, type Translate } from '../activity-sentences';
import { type ActivitySource, useActivity } from '../api/get-activity';

/**
 * A history, newest first, 10 entries at a time with "show more": when, (on `/my-user` the
 * domain it is about), and what happened in sentences of the reader's language. The shared
 * table: a table where there is room, a card per entry on a phone.
 */
export function ActivityList({ source, caption }: { source: ActivitySource; caption: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: pages, error, size, setSize, isLoading, isValidating } = useActivity(source);
  const entries = (pages ?? []).flatMap((page) => page.data);
  const hasMore = pages !== undefined && pages.length === size && pages.at(-1)?.links.next !== null;
  const loadingMore = isValidating && pages !== undefined && size > pages.length;
  const showDomain = source === 'mine';
  const translate = t as unknown as Translate;

  if (error && entries.length === 0) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('activity.loadFailed')}
      </p>
    );
  }
  if (isLoading) {
    return (
      <p role="status" className="text-sm text-slate-500">
        {t('activity.loading')}
      </p>
    );
  }
  if (entries.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-8 text-center" data-testid="activity-empty">
        <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
          <ClockIcon className="size-6" />
        </span>
        <p className="text-sm text-slate-600">{t('activity.empty')}</p>
      </div>
    );
  }

  const columns = [{ id: 'when', header: t('activity.when') }, ...(showDomain ? [{ id: 'domain', header: t('activity.domain') }] : []), { id: 'what', header: t('activity.what') }];
  return (
    <div className="space-y-4">
      <ResponsiveTable caption={caption} columns={columns} testId="activity-list">
        {entries.map((entry) => (
          <TableRow key={entry.id} data-activity={entry.activity}>
            <TableCell column="when" className="whitespace-nowrap text-slate-600">
              <time dateTime={entry.occurred_at}>{formatDateTime(entry.occurred_at, locale)}</time>
            </TableCell>
            {showDomain && (
              <TableCell column="domain" className="[overflow-wrap:anywhere]">
                {subjectLink(entry)}
              </TableCell>
            )}
            <TableCell column="what" className="text-slate-800">
              <ul className="space-y-0.5">
                {activitySentences(entry, translate).map((sentence, index) => (
                  // A sentence quotes records' values and host names (data, which may break anywhere: the layout checks leave it be).
                  <li key={index} className="[overflow-wrap:anywhere]" data-layout-breakable>
                    {sentence}
                  </li>
                ))}
              </ul>
            </TableCell>
          </TableRow>
        ))}
      </ResponsiveTable>
      {(hasMore || loadingMore) && (
        <div className="flex justify-center">
          <button type="button" className={secondaryButton} disabled={loadingMore} aria-busy={loadingMore} onClick={() => void setSize(size + 1)}>
            {loadingMore ? t('activity.loading') : t('activity.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}

/** The domain an entry is about, linked to its history; nothing (an empty cell, left out of a card) for the account itself. */
function subjectLink(entry: ActivityEntryView) {
  if (entry.subject.kind !== 'domain') return entry.subject.name;
  return (
    <Link to={`/domains/${entry.subject.id}?tab=history`} className="inline-flex min-h-11 items-center font-medium text-blue-700 underline-offset-2 hover:underline">
      {entry.subject.name ?? entry.subject.id}
    </Link>
  );
}
