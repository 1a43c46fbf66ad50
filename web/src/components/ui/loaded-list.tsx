import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list read from the API in its four states: loading (placeholder lines), failed (an alert),
 * empty (a sentence) and loaded (`children` with the items). `testId` names each state
 * (`<testId>-loading`, `-error`, `-empty`), which the tests find them by.
 */
export function LoadedList<Item>(props: {
  items: readonly Item[] | undefined;
  error: unknown;
  testId: string;
  emptyText: string;
  loadFailedText: string;
  placeholderLines?: number;
  children: (items: readonly Item[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const { items, error, testId } = props;
  if (items && items.length > 0) return <>{props.children(items)}</>;
  if (items) {
    return (
      <p className="px-6 py-10 text-center text-sm text-slate-600" data-testid={`${testId}-empty`}>
        {props.emptyText}
      </p>
    );
  }
  if (error) {
    return (
      <p role="alert" className="px-6 py-5 text-sm text-red-700" data-testid={`${testId}-error`}>
        {props.loadFailedText}
      </p>
    );
  }
  return (
    <div role="status" className="space-y-3 px-6 py-5" data-testid={`${testId}-loading`}>
      <span className="sr-only">{t('app.loading')}</span>
      {Array.from({ length: props.placeholderLines ?? 2 }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-4 w-full max-w-xl animate-pulse rounded bg-slate-200" />
      ))}
    </div>
  );
}
