import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { isAdminRoute, routeList, type RouteName } from '../config/paths';
import { withTexts, type TextArea } from '../lib/i18n';
import { preloadableLazy, type PreloadableLazy } from '../lib/preloadable-lazy';
import { matchRoute } from '../lib/use-current-route';
import { Shell } from './shell';

type PageModule = Promise<{ default: ComponentType }>;

/** Route-level code splitting: each page is its own chunk, loaded by the first visit to it. */
const pageLoaders: Partial<Record<RouteName, () => PageModule>> = {
  'auth-login': () => import('../routes/login'),
  'auth-forgot-password': () => import('../routes/forgot-password'),
  'auth-reset-password': () => import('../routes/reset-password'),
  'not-me': () => import('../routes/not-me'),
  'auth-create-abroad-user': () => import('../routes/create-abroad-user'),
  'auth-create-user': () => import('../routes/create-user'),
  'email-verification': () => import('../routes/email-verification'),
  'phone-verification': () => import('../routes/phone-verification'),
  'my-user': () => import('../routes/my-user'),
  'search-domain': () => import('../routes/search-domain'),
  'teams-search-domain': () => import('../routes/search-domain'),
  'purchase-domain': () => import('../routes/purchase-success'),
  'teams-purchase-domain': () => import('../routes/purchase-success'),
  'purchase-domain-failure': () => import('../routes/purchase-failure'),
  'teams-purchase-domain-failure': () => import('../routes/purchase-failure'),
  domains: () => import('../routes/domains'),
  'teams-domains': () => import('../routes/domains'),
  'domains-single': () => import('../routes/domain'),
  'domains-shared': () => import('../routes/domains-shared'),
  'domain-invite-accept': () => import('../routes/domain-invite-accept'),
  'teams-domains-single': () => import('../routes/domain'),
  receipts: () => import('../routes/receipts'),
  'teams-receipts': () => import('../routes/receipts'),
  'api-tokens': () => import('../routes/api-tokens'),
  'teams-api-tokens': () => import('../routes/api-tokens'),
  'api-docs': () => import('../routes/api-docs'),
  webhooks: () => import('../routes/webhooks'),
  'teams-webhooks': () => import('../routes/webhooks'),
  'teams-single': () => import('../routes/team'),
  'team-invite-accept': () => import('../routes/team-invite-accept'),
  'payment-methods': () => import('../routes/payment-methods'),
  'teams-payment-methods': () => import('../routes/payment-methods'),
  'transfer-domain': () => import('../routes/transfer-domain'),
  'admin-statistics': () => import('../routes/admin-statistics'),
  'admin-orders': () => import('../routes/admin-orders'),
  'admin-invoices': () => import('../routes/admin-invoices'),
  'teams-transfer-domain': () => import('../routes/transfer-domain'),
  'admin-settings': () => import('../routes/admin-settings'),
  'admin-users': () => import('../routes/admin-users'),
  'admin-users-single': () => import('../routes/admin-user'),
  'admin-domains': () => import('../routes/admin-domains'),
  'admin-domains-single': () => import('../routes/admin-domain'),
  'admin-activity-log': () => import('../routes/admin-activity-log'),
  '404': () => import('../routes/not-found'),
};
const loadAdminPage = () => import('../routes/admin');
const loadNotAvailablePage = () => import('../routes/not-available');

/**
 * The texts each page shows besides the guests' and the signed-in layout's (lib/text-areas.ts),
 * loaded beside its code; its lazily loaded panels name their own (`withTexts` where they are
 * declared). web/src/app/texts-by-page.test.ts checks these against the pages' code.
 */
const pageTexts: Partial<Record<RouteName, readonly TextArea[]>> = {
  'auth-create-user': ['search'],
  'auth-create-abroad-user': ['search'],
  'not-me': ['not-me'],
  'my-user': ['account', 'teams'],
  'search-domain': ['search'],
  'teams-search-domain': ['search'],
  'purchase-domain': ['payments', 'renewal'],
  'teams-purchase-domain': ['payments', 'renewal'],
  'purchase-domain-failure': ['payments', 'renewal'],
  'teams-purchase-domain-failure': ['payments', 'renewal'],
  'domains-single': ['domain'],
  'teams-domains-single': ['domain'],
  receipts: ['payments'],
  'teams-receipts': ['payments'],
  'api-tokens': ['api-tokens'],
  'teams-api-tokens': ['api-tokens'],
  'api-docs': ['api-tokens'],
  webhooks: ['webhooks'],
  'teams-webhooks': ['webhooks'],
  'teams-single': ['teams'],
  'team-invite-accept': ['teams'],
  'payment-methods': ['payments'],
  'teams-payment-methods': ['payments'],
  'transfer-domain': ['transfers', 'teams'],
  'teams-transfer-domain': ['transfers', 'teams'],
  'admin-orders': ['admin', 'payments'],
  'admin-invoices': ['admin', 'payments'],
  'admin-users-single': ['admin', 'payments'],
};

/** The text areas `name`'s page loads with its code. */
export function pageTextsOf(name: RouteName): readonly TextArea[] {
  return pageTexts[name] ?? (isAdminRoute(name) ? ['admin'] : []);
}

function loaderFor(name: RouteName): () => PageModule {
  const load = pageLoaders[name] ?? (isAdminRoute(name) ? loadAdminPage : loadNotAvailablePage);
  const areas = pageTextsOf(name);
  return areas.length === 0 ? load : () => withTexts(areas, load());
}

const pages = new Map<RouteName, PreloadableLazy<object>>(routeList.map((route) => [route.name, preloadableLazy<object>(loaderFor(route.name))]));

/**
 * Starts loading the page of `pathname` at once, so that its chunk comes in parallel with the
 * runtime config and the signed-in user instead of after them (the app renders the page only
 * once both are in). Not a page the navigation rules will send this visitor away from: a guest
 * on an auth route goes to /login, a signed-in user on a guest route to domains. A page whose
 * code is in by its first render renders at once (lib/preloadable-lazy.ts).
 */
export function preloadPage(pathname: string, signedIn: boolean): void {
  const { route } = matchRoute(pathname);
  const shown = signedIn ? route.guard !== 'guest' : route.guard === 'guest' || route.guard === 'none';
  if (shown) pages.get(route.name)!.preload();
}

/** Whether the path is a guest's page (sign-in, sign-up, password reset, e-mail verification). */
export function isGuestPage(pathname: string): boolean {
  return matchRoute(pathname).route.guard === 'guest';
}

/** The full route table of spec §2, from `config/paths.ts`, inside the guarding shell. */
export function AppRoutes() {
  return (
    <Shell>
      <Routes>
        {routeList.map((route) => {
          const Page = pages.get(route.name)!.Component;
          return <Route key={route.name} path={route.path} element={<Page />} />;
        })}
      </Routes>
    </Shell>
  );
}
