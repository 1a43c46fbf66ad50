import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { isAdminRoute, paths, type RouteName } from '../config/paths';
import { Loader } from '../components/layout/loader';
import { PageSubjectContext } from '../components/layout/page-frame';
import { useLanguageSync } from '../features/users/hooks/use-language-sync';
import { useAccessToken } from '../lib/access-token';
import { useCurrentUser } from '../lib/api/get-current-user';
import { useTexts, withTexts } from '../lib/i18n';
import { preloadableLazy } from '../lib/preloadable-lazy';
import type { MainLayout as MainLayoutComponent } from './layout/main-layout';
import { evaluateNavigation } from '../lib/navigation';
import { readReturnTo, storeNavigationValues } from '../lib/session-values';
import { matchRoute, useCurrentRoute } from '../lib/use-current-route';

/**
 * The signed-in layout (sidebar, header, scope selector, notifications) is a chunk of its own:
 * guests' pages (`/login`, sign-up, password reset) never load it. `preloadMainLayout` starts it
 * as soon as the app knows someone is signed in, beside the user's page.
 */
const mainLayout = preloadableLazy<ComponentProps<typeof MainLayoutComponent>>(() => import('./layout/main-layout').then((module) => ({ default: module.MainLayout })));
const MainLayout = mainLayout.Component;
export function preloadMainLayout(): void {
  mainLayout.preload();
}

/**
 * SWR's setup and the signed-in user (lib/api/swr-setup.tsx) are a chunk of their own too: a
 * guest on /login, whose sign-in calls are plain, never loads SWR. Every other page, and every
 * page of a signed-in visitor, is wrapped in it.
 */
// Only a signed-in user who is not an admin on an admin address sees it: not in every first paint.
const NoAccess = lazy(() => withTexts(['admin'], import('../components/layout/no-access')).then((module) => ({ default: module.NoAccess })));
const swrSetup = preloadableLazy<{ children: ReactNode }>(() => import('../lib/api/swr-setup').then((module) => ({ default: module.SwrSetup })));
const SwrSetup = swrSetup.Component;
const pagesWithoutSwr: ReadonlySet<RouteName> = new Set(['auth-login']);
function needsSwr(route: RouteName, signedIn: boolean): boolean {
  return signedIn || !pagesWithoutSwr.has(route);
}
/** Starts loading SWR's setup at start-up when the visitor's page will need it. */
export function preloadSwrSetup(pathname: string, signedIn: boolean): void {
  if (needsSwr(matchRoute(pathname).route.name, signedIn)) swrSetup.preload();
}

/** Routes that never get the main layout (spec §2 "Layout"), besides the admin routes. */
const bareRoutes: ReadonlySet<RouteName> = new Set(['auth-login', '404', 'domain-invite-accept', 'team-invite-accept', 'not-me']);

/** The shell, inside SWR's setup unless the visitor is a guest on /login. */
export function Shell({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  const { route } = useCurrentRoute();
  if (!needsSwr(route.name, token !== null)) return <ShellBody>{children}</ShellBody>;
  return (
    <Suspense fallback={<Loader fullPage />}>
      <SwrSetup>
        <ShellBody>{children}</ShellBody>
      </SwrSetup>
    </Suspense>
  );
}

/**
 * Runs on every route change: waits for the signed-in user, applies the navigation rules
 * (storing what they say and following their redirect), sets the document title and chooses
 * the main layout or the bare page.
 */
function ShellBody({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { route, params } = useCurrentRoute();
  const { user, isLoading } = useCurrentUser();
  useLanguageSync();

  // The page a signed-out visitor asked for before sign-in (session storage, used up on return).
  const returnTo = readReturnTo();
  const decision = useMemo(
    () => (isLoading ? null : evaluateNavigation({ route, params, search: new URLSearchParams(location.search), user, path: `${location.pathname}${location.search}`, returnTo })),
    // Re-evaluated when the route, its search or the user changes; the effect below stores the values once per navigation (location.key).
    [isLoading, route, params, location.pathname, location.search, user, returnTo],
  );

  // Once per navigation: a later user refresh must not extend the entries' expiry.
  const storedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!decision || storedFor.current === location.key) return;
    storedFor.current = location.key;
    storeNavigationValues(decision);
  }, [decision, location.key]);

  // A page showing one thing (a domain) names it in the header and the tab (usePageSubject).
  const [subject, setSubject] = useState<string | null>(null);
  const title = subject ?? t(`titles.${route.titleKey}`);
  useEffect(() => {
    document.title = route.name === 'domains' ? t('app.name') : `${title} · ${t('app.name')}`;
  }, [route.name, title, t]);

  // A signed-in user's layout and pages, and every page but a guest's, show the signed-in texts.
  const textsReady = useTexts(user || route.guard !== 'guest' ? 'signed-in' : null);

  if (isLoading || !decision) return <Loader fullPage />;
  if (decision.redirectPath) return <Navigate to={decision.redirectPath} replace />;
  if (decision.redirect) return <Navigate to={paths[decision.redirect].href()} replace />;
  if (!textsReady) return <Loader fullPage />;
  if (decision.noAccess) {
    return (
      <Suspense fallback={<Loader fullPage />}>
        <NoAccess title={title} />
      </Suspense>
    );
  }

  const page = (
    <PageSubjectContext.Provider value={setSubject}>
      <Suspense fallback={<Loader />}>{children}</Suspense>
    </PageSubjectContext.Provider>
  );
  if (user && !bareRoutes.has(route.name) && !isAdminRoute(route.name)) {
    return (
      <Suspense fallback={<Loader fullPage />}>
        <MainLayout user={user} title={title}>
          {page}
        </MainLayout>
      </Suspense>
    );
  }
  return page;
}
