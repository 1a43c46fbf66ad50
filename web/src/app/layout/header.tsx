import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { isVerified } from '../../lib/navigation';
import { BackIcon, MenuIcon } from '../../components/ui/icons';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useCurrentRoute } from '../../lib/use-current-route';
import { useNavigateByName } from '../../lib/use-navigate-by-name';

export interface HeaderProps {
  user: CurrentUser;
  title: string;
  sidebarOpen: boolean;
  onOpenSidebar: () => void;
  notificationsOpen: boolean;
  notificationsPanelId: string;
  onToggleNotifications: () => void;
  bellRef: RefObject<HTMLButtonElement | null>;
}

/** Title from the route's metadata, the back button when the route has one, the bell. */
export function Header({ user, title, sidebarOpen, onOpenSidebar, notificationsOpen, notificationsPanelId, onToggleNotifications, bellRef }: HeaderProps) {
  const { t } = useTranslation();
  const { route, params } = useCurrentRoute();
  const navigateByName = useNavigateByName();
  const backTo = route.backTo;
  const backParams = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));

  return (
    <header className="sticky top-0 z-20 flex min-h-16 shrink-0 items-center gap-3 py-2.5 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:px-8">
      <button
        type="button"
        onClick={onOpenSidebar}
        aria-label={t('layout.openMenu')}
        aria-expanded={sidebarOpen}
        aria-controls="sidebar"
        className="-ml-2.5 rounded-md p-2.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 lg:hidden"
      >
        <MenuIcon className="size-6" />
      </button>
      {backTo && (
        <button
          type="button"
          onClick={() => navigateByName(backTo, backParams)}
          aria-label={t('layout.back')}
          className="rounded-md p-3 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <BackIcon className="size-5" />
        </button>
      )}
      <h1 className="min-w-0 flex-1 text-xl font-semibold tracking-tight [overflow-wrap:anywhere] text-slate-900">{title}</h1>
      {isVerified(user) && (
        <NotificationBell
          ref={bellRef}
          unreadCount={user.unread_notifications_count}
          expanded={notificationsOpen}
          controls={notificationsPanelId}
          onToggle={onToggleNotifications}
        />
      )}
    </header>
  );
}
