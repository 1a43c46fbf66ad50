import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '#web/components/ui/icons.tsx';

/** The badge text: hidden (null) at 0, the count up to 9, "9+" above (spec §2, §9). */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

export interface NotificationBellProps {
  unreadCount: number;
  expanded: boolean;
  onToggle: () => void;
  controls?: string;
}

/** The header bell; shown to verified users only (the header decides). */
export const NotificationBell = forwardRef<HTMLButtonElement, NotificationBellProps>(function NotificationBell({ unreadCount, expanded, onToggle, controls }, ref) {
  const { t } = useTranslation();
  const badge = badgeText(unreadCount);
  const label = badge ? `${t('notifications.bell')}, ${t('notifications.unread', { count: unreadCount })}` : t('notifications.bell');
  return (
    <button
      ref={ref}
      type="button"
      onClick={onToggle}
      aria-expanded={expanded}
      aria-controls={controls}
      className="relative rounded-full p-2.5 text-slate-600 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
    >
      {/* The name is text, not aria-label: the badge shows "9+" while the name says the count, and a
          label that does not contain the visible text fails WCAG 2.5.3 (label in name). */}
      <span className="sr-only">{label}</span>
      <BellIcon className="size-6" />
      {badge && (
        <span
          data-testid="notification-badge"
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white ring-2 ring-white"
        >
          {badge}
        </span>
      )}
    </button>
  );
});
