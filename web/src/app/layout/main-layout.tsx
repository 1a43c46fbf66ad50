import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { isVerified } from '../../lib/navigation';
import { InMainLayoutContext } from '../../components/layout/page-frame';
import { CloseIcon } from '../../components/ui/icons';
import { PasskeyPrompt } from '../../features/auth/passkeys/passkey-prompt';
import { NotificationsPanel } from '../../features/notifications/components/notifications-panel';
import { Header } from './header';
import { Sidebar } from './sidebar';

const notificationsPanelId = 'notifications-panel';

/** Sidebar plus content (spec §2 "Layout"); the sidebar is off-canvas below the lg breakpoint. */
export function MainLayout({ user, title, children }: { user: CurrentUser; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  const menuCloseRef = useRef<HTMLButtonElement>(null);

  // Another page closes the sidebar and the panel: when the path changes, not when the layout
  // mounts. Done while rendering (the path seen last in state), so it can never close a panel
  // opened before an effect of the first render has run (Preact runs effects after the paint).
  const [shownPathname, setShownPathname] = useState(pathname);
  if (pathname !== shownPathname) {
    setShownPathname(pathname);
    setSidebarOpen(false);
    setNotificationsOpen(false);
  }

  useEffect(() => {
    if (!sidebarOpen) return;
    menuCloseRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSidebarOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [sidebarOpen]);

  const closeNotifications = () => {
    setNotificationsOpen(false);
    bellRef.current?.focus();
  };

  return (
    <InMainLayoutContext.Provider value>
      <a href="#content" className="sr-only z-[70] rounded-md bg-white px-3 py-2 text-sm font-medium text-blue-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        {t('app.skipToContent')}
      </a>
      <div className="min-h-screen bg-slate-50">
        {sidebarOpen && <div aria-hidden="true" className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden" onClick={() => setSidebarOpen(false)} />}
        <aside
          id="sidebar"
          className={`fixed inset-y-0 left-0 z-30 w-72 border-r border-slate-200 bg-white transition-transform duration-200 lg:translate-x-0 ${
            sidebarOpen ? 'translate-x-0 shadow-xl' : 'invisible -translate-x-full lg:visible'
          }`}
        >
          {sidebarOpen && (
            <button
              ref={menuCloseRef}
              type="button"
              onClick={() => setSidebarOpen(false)}
              aria-label={t('layout.closeMenu')}
              className="absolute top-5 right-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 lg:hidden"
            >
              <CloseIcon className="size-5" />
            </button>
          )}
          <Sidebar user={user} onNavigate={() => setSidebarOpen(false)} />
        </aside>
        <div className="flex min-h-screen flex-col lg:pl-72">
          <Header
            user={user}
            title={title}
            sidebarOpen={sidebarOpen}
            onOpenSidebar={() => setSidebarOpen(true)}
            notificationsOpen={notificationsOpen}
            notificationsPanelId={notificationsPanelId}
            onToggleNotifications={() => setNotificationsOpen((open) => !open)}
            bellRef={bellRef}
          />
          <main id="content" tabIndex={-1} className="flex-1 px-4 py-8 focus:outline-none sm:px-6 lg:px-8">
            <div className="mx-auto w-full max-w-5xl">
              <PasskeyPrompt />
              {children}
            </div>
          </main>
        </div>
        {isVerified(user) && <NotificationsPanel id={notificationsPanelId} open={notificationsOpen} unreadCount={user.unread_notifications_count} onClose={closeNotifications} />}
      </div>
    </InMainLayoutContext.Provider>
  );
}
