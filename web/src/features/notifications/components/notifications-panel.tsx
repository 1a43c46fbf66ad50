import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { Notification } from '#shared/schemas/notifications.ts';
import { BellIcon, CloseIcon } from '#web/components/ui/icons.tsx';
import { showError } from '#web/components/ui/toasts/toast-store.ts';
import { currentUserKey } from '#web/lib/api/get-current-user.ts';
import { useTexts } from '#web/lib/i18n.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { type NotificationPage, useNotifications } from '../api/get-notifications';
import { markAllNotificationsRead, markNotificationRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';

/** Spec §2: the next page loads when the list is scrolled within 10 px of its bottom. */
export const loadMoreWithinPx = 10;
/** Spec §4: after closing, the list scrolls back to the top once the panel has slid out. */
export const scrollTopAfterCloseMs = 400;

export interface NotificationsPanelProps {
  id: string;
  open: boolean;
  unreadCount: number;
  onClose: () => void;
}

/**
 * The slide-in notifications panel (30rem, the full width on a phone). Closes with its close
 * control or Escape; page scrolling is locked while it is open. The list loads when the panel
 * first opens, 10 at a time, the next page as the list nears its bottom.
 */
export function NotificationsPanel({ id, open, unreadCount, onClose }: NotificationsPanelProps) {
  const { t } = useTranslation();
  const { mutate: mutateGlobal } = useSWRConfig();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const { data: pages, size, setSize, mutate, isValidating, isLoading } = useNotifications(opened);
  // The notifications' sentences (their own texts area) load when the panel first opens.
  const sentencesReady = useTexts(opened ? 'notifications' : null);
  const loading = isLoading || !sentencesReady;

  const notifications = (pages ?? []).flatMap((page) => page.data);
  const hasMore = pages !== undefined && pages.length === size && pages.at(-1)?.links.next !== null;
  const loadingMore = isValidating && pages !== undefined && size > pages.length;

  // Spec §4: closing scrolls the list back to the top once the panel has slid out.
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => {
      if (listRef.current) listRef.current.scrollTop = 0;
    }, scrollTopAfterCloseMs);
    return () => clearTimeout(timer);
  }, [open]);

  // The page behind does not scroll while the panel is open. Locked and released in the commit
  // that opens or closes the panel (a layout effect), so no frame shows it closed over a page that
  // cannot scroll (CI: the panel hidden, the body still locked a moment after).
  useLayoutEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    void mutate();
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [open, mutate]);

  const loadMoreIfNearBottom = useCallback(() => {
    const list = listRef.current;
    // Not before the list shows (its sentences loading): an empty list would look scrolled to the bottom.
    if (!list || !hasMore || loadingMore || !sentencesReady) return;
    if (list.scrollHeight - list.scrollTop - list.clientHeight <= loadMoreWithinPx) void setSize(size + 1);
  }, [hasMore, loadingMore, sentencesReady, setSize, size]);

  // A page that does not fill the list leaves nothing to scroll: the next one loads at once.
  useEffect(() => {
    if (open) loadMoreIfNearBottom();
  }, [open, pages, loadMoreIfNearBottom]);

  const markRead = async (notification: Notification) => {
    const readAt = new Date().toISOString();
    const withRead = (current: NotificationPage[] | undefined) =>
      current?.map((page) => ({ ...page, data: page.data.map((item) => (item.id === notification.id ? { ...item, read_at: readAt } : item)) }));
    // Spec §4: mark-one sets read_at locally.
    await mutate(withRead, { revalidate: false });
    try {
      await markNotificationRead(notification.id);
    } catch (error) {
      showError(isApiError(error) ? error.message : t('errors.internal'));
      await mutate();
    }
    await mutateGlobal(currentUserKey);
  };

  const markAll = async () => {
    try {
      await markAllNotificationsRead();
    } catch (error) {
      showError(isApiError(error) ? error.message : t('errors.internal'));
    }
    // Spec §4: back to page 1, the user refreshed, the list reloaded.
    await setSize(1);
    await Promise.all([mutateGlobal(currentUserKey), mutate()]);
  };

  return (
    <>
      <div
        aria-hidden="true"
        onClick={onClose}
        className={`fixed inset-0 z-40 bg-slate-900/30 transition-opacity duration-300 ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      />
      <aside
        id={id}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        inert={!open}
        className={`fixed inset-y-0 right-0 z-40 flex w-[30rem] max-w-full flex-col bg-white shadow-2xl ring-1 ring-black/5 transition-transform duration-300 ease-out ${
          open ? 'translate-x-0' : 'invisible translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {t('notifications.panelTitle')}
          </h2>
          <div className="flex items-center gap-2">
            <button
              type="button"
              disabled={unreadCount === 0}
              onClick={() => void markAll()}
              className="rounded-md px-2.5 py-1.5 text-sm font-medium text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
            >
              {t('notifications.markAllRead')}
            </button>
            <button
              ref={closeRef}
              type="button"
              onClick={onClose}
              aria-label={t('notifications.close')}
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
        </div>
        <div ref={listRef} onScroll={loadMoreIfNearBottom} data-testid="notifications-list" className="flex flex-1 flex-col overflow-y-auto overscroll-contain">
          {/* Empty only once an answer has said so: never while closed, nor before the first answer. */}
          {pages !== undefined && notifications.length === 0 && !loading ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 px-8 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
                <BellIcon className="size-6" />
              </span>
              <p className="text-sm text-slate-600">{t('notifications.empty')}</p>
            </div>
          ) : (
            <ul aria-busy={isValidating}>
              {sentencesReady &&
                notifications.map((notification) => <NotificationItem key={notification.id} notification={notification} onMarkRead={(item) => void markRead(item)} />)}
            </ul>
          )}
          {(loading || loadingMore) && (
            <p role="status" className="px-5 py-4 text-center text-sm text-slate-500">
              {t('notifications.loading')}
            </p>
          )}
        </div>
      </aside>
    </>
  );
}
