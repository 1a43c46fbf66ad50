import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon, CloseIcon } from '#web/components/ui/icons.tsx';

/**
 * The slide-in notifications panel (30rem). Closes with its close control or Escape; page
 * scrolling is locked while it is open. The notifications list API arrives in a later issue:
 * until then the panel shows the empty text when the user's unread count is 0 and says so
 * honestly otherwise; no items are made up.
 */
export interface NotificationsPanelProps {
  id: string;
  open: boolean;
  unreadCount: number;
  onClose: () => void;
  /** Absent until the notifications API exists; the button is disabled without it. */
  onMarkAllRead?: () => void;
}

export function NotificationsPanel({ id, open, unreadCount, onClose, onMarkAllRead }: NotificationsPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

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
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {t('notifications.panelTitle')}
          </h2>
          <div className="flex items-center gap-2">
            <button
              type="button"
              disabled={!onMarkAllRead || unreadCount === 0}
              onClick={onMarkAllRead}
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
        <div className="flex flex-1 flex-col items-center justify-center gap-3 overflow-y-auto px-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <BellIcon className="size-6" />
          </span>
          <p className="text-sm text-slate-600">{unreadCount === 0 ? t('notifications.empty') : t('notifications.listLater')}</p>
        </div>
      </aside>
    </>
  );
}
