import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNotificationDate } from '#shared/format.ts';
import { notificationValues } from '#shared/notification-values.ts';
import type { Notification } from '#shared/schemas/notifications.ts';
import { CheckIcon } from '#web/components/ui/icons.tsx';
import { useLocale } from '#web/lib/i18n.ts';

/** A notification's message in the reader's language, from its key and parameters (formatted as the e-mail does: shared/notification-values.ts). */
export function useNotificationMessage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (notification: Notification) => {
    const { message, params } = notification.data;
    const values = notificationValues(params, locale, (browser, system) =>
      browser && system ? t('sessions.device', { browser, system }) : (browser ?? system ?? t('sessions.unknownDevice')),
    );
    return t(`notifications.messages.${message}`, values);
  };
}

export interface NotificationItemProps {
  notification: Notification;
  onMarkRead: (notification: Notification) => void;
}

/** One item: target, date and time, message, an unread dot; danger highlighted, read dimmed; mark-read on hover (always on touch screens). */
export function NotificationItem({ notification, onMarkRead }: NotificationItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const messageOf = useNotificationMessage();
  const unread = notification.read_at === null;
  const danger = notification.data.type === 'danger';
  return (
    <li
      data-testid="notification-item"
      data-read={unread ? 'false' : 'true'}
      data-type={notification.data.type}
      className={`group relative flex gap-3 border-b border-slate-100 px-5 py-4 ${danger ? 'border-l-4 border-l-red-500 bg-red-50' : ''} ${unread ? '' : 'opacity-60'}`}
    >
      <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? (danger ? 'bg-red-600' : 'bg-blue-600') : 'bg-transparent'}`} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          {notification.data.target &&
            (notification.data.url ? (
              <Link to={notification.data.url} className="text-sm font-semibold [overflow-wrap:anywhere] text-slate-900 underline-offset-2 hover:underline">
                {notification.data.target}
              </Link>
            ) : (
              <span className="text-sm font-semibold [overflow-wrap:anywhere] text-slate-900">{notification.data.target}</span>
            ))}
          <time dateTime={notification.created_at} className="text-xs text-slate-500">
            {formatNotificationDate(notification.created_at, locale)}
          </time>
        </div>
        <p className={`mt-1 text-sm [overflow-wrap:anywhere] ${danger ? 'text-red-800' : 'text-slate-700'}`}>
          {unread && <span className="sr-only">{t('notifications.unreadItem')}: </span>}
          {messageOf(notification)}
        </p>
      </div>
      {unread && (
        <button
          type="button"
          onClick={() => onMarkRead(notification)}
          aria-label={t('notifications.markRead')}
          title={t('notifications.markRead')}
          className="self-start rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-blue-600 sm:opacity-0 sm:group-hover:opacity-100"
        >
          <CheckIcon className="size-4" />
        </button>
      )}
    </li>
  );
}
