import type { UiTexts } from '#shared/i18n/ui.fo.ts';

/**
 * Every route of the portal in one place (spec §2), with the spec's route names. The router,
 * the navigation rules, the header (title, back button) and `useNavigateByName` all read this.
 *
 * Naming decisions (spec §2 names only `purchase-domain` for both result pages):
 * - `purchase-domain` is `/purchase-success`; `purchase-domain-failure` is `/purchase-failure`.
 * - The team versions are `teams-purchase-domain` and `teams-purchase-domain-failure`, so the
 *   team-prefix rule (`teams-` + name) finds them.
 * - `teams-domains-single` (`/teams/{teamId}/domains/{domainId}`) exists for the same reason:
 *   opening `domains-single` while a team is selected must land on the team's domain view.
 * - `/admin` is the route `admin`; its children are `admin-<child>` at `/admin/<child>`.
 * - The spec names no path for forgot password and phone verification: `auth-forgot-password`
 *   is `/login/forgot-password` (guest, back to login) and `phone-verification` is
 *   `/phone-verification` (signed in; reached after e-mail verification and from /my-user).
 * - `receipts` is `/receipts` (the spec lists receipts among the screens without a path): the
 *   user's own orders. Its team version `teams-receipts` (`/teams/{teamId}/receipts`) lists the
 *   team's orders (`GET /orders?team_id=`) to every member, so the team-prefix rule takes the
 *   sidebar's Receipts to the team's while a team is selected.
 *
 * Guards: `auth` needs a signed-in user, `guest` a signed-out one, `team-owner` and `admin`
 * are auth routes with a role on top, `none` is open to everyone.
 */
export type Guard = 'auth' | 'guest' | 'team-owner' | 'admin' | 'none';

export type TitleKey = keyof UiTexts['titles'];

export const routeNames = [
  'auth-login',
  'auth-reset-password',
  'auth-create-user',
  'auth-create-abroad-user',
  'auth-forgot-password',
  'not-me',
  'email-verification',
  'phone-verification',
  'domains',
  'domains-shared',
  'domains-single',
  'search-domain',
  'purchase-domain',
  'purchase-domain-failure',
  'payment-methods',
  'transfer-domain',
  'my-user',
  'receipts',
  'api-tokens',
  'api-docs',
  'webhooks',
  'teams-domains',
  'teams-domains-single',
  'teams-search-domain',
  'teams-purchase-domain',
  'teams-purchase-domain-failure',
  'teams-payment-methods',
  'teams-single',
  'teams-transfer-domain',
  'teams-receipts',
  'teams-api-tokens',
  'teams-webhooks',
  'team-invite-accept',
  'domain-invite-accept',
  'admin',
  'admin-users',
  'admin-users-single',
  'admin-domains',
  'admin-domains-single',
  'admin-orders',
  'admin-invoices',
  'admin-statistics',
  'admin-settings',
  'admin-activity-log',
  '404',
] as const;

export type RouteName = (typeof routeNames)[number];

export type RouteParams = Record<string, string>;

export interface RouteDefinition<Name extends RouteName = RouteName> {
  name: Name;
  /** React Router pattern: `:param` segments, `*` for the catch-all. */
  path: string;
  titleKey: TitleKey;
  guard: Guard;
  /** Where the header's back button goes (same params as the current route). */
  backTo?: RouteName;
  /** The URL of this route; throws when a path parameter is missing. */
  href(params?: RouteParams, search?: Record<string, string>): string;
}

interface Meta {
  titleKey: TitleKey;
  guard: Guard;
  backTo?: RouteName;
}

/** The `:name` parameters of a path, in order. */
export function pathParams(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

function define<Name extends RouteName>(name: Name, path: string, meta: Meta): RouteDefinition<Name> {
  return {
    name,
    path,
    ...meta,
    href(params = {}, search) {
      const built = path
        .split('/')
        .map((segment) => {
          if (!segment.startsWith(':')) return segment;
          const value = params[segment.slice(1)];
          if (value === undefined || value === '') throw new Error(`Route ${name} needs the parameter ${segment.slice(1)}`);
          return encodeURIComponent(value);
        })
        .join('/');
      const query = search ? new URLSearchParams(search).toString() : '';
      return (built === '' ? '/' : built) + (query ? `?${query}` : '');
    },
  };
}

export const paths: { [Name in RouteName]: RouteDefinition<Name> } = {
  'auth-login': define('auth-login', '/login', { titleKey: 'authLogin', guard: 'guest' }),
  'auth-reset-password': define('auth-reset-password', '/login/reset-password/:token', {
    titleKey: 'authResetPassword',
    guard: 'guest',
    backTo: 'auth-login',
  }),
  'auth-create-user': define('auth-create-user', '/create-user', { titleKey: 'authCreateUser', guard: 'guest', backTo: 'auth-login' }),
  'auth-create-abroad-user': define('auth-create-abroad-user', '/create-abroad-user', {
    titleKey: 'authCreateUser',
    guard: 'guest',
    backTo: 'auth-login',
  }),
  'auth-forgot-password': define('auth-forgot-password', '/login/forgot-password', {
    titleKey: 'authForgotPassword',
    guard: 'guest',
    backTo: 'auth-login',
  }),
  // "This was not me" (issue 29), the link in a change's mail: open to everyone, signed in or not (docs/decisions/this-was-not-me.md).
  'not-me': define('not-me', '/not-me/:token', { titleKey: 'notMe', guard: 'none' }),
  'email-verification': define('email-verification', '/email-verification', { titleKey: 'emailVerification', guard: 'guest' }),
  'phone-verification': define('phone-verification', '/phone-verification', { titleKey: 'phoneVerification', guard: 'auth' }),

  domains: define('domains', '/', { titleKey: 'domains', guard: 'auth' }),
  'domains-shared': define('domains-shared', '/domains/shared', { titleKey: 'domainsShared', guard: 'auth' }),
  'domains-single': define('domains-single', '/domains/:domainId', { titleKey: 'domainsSingle', guard: 'auth', backTo: 'domains' }),
  'search-domain': define('search-domain', '/search-domain', { titleKey: 'searchDomain', guard: 'auth' }),
  'purchase-domain': define('purchase-domain', '/purchase-success', { titleKey: 'purchaseDomain', guard: 'auth' }),
  'purchase-domain-failure': define('purchase-domain-failure', '/purchase-failure', { titleKey: 'purchaseDomain', guard: 'auth' }),
  'payment-methods': define('payment-methods', '/payment-methods', { titleKey: 'paymentMethods', guard: 'auth' }),
  'transfer-domain': define('transfer-domain', '/transfer-domain', { titleKey: 'transferDomain', guard: 'auth' }),
  'my-user': define('my-user', '/my-user', { titleKey: 'myUser', guard: 'auth' }),
  receipts: define('receipts', '/receipts', { titleKey: 'receipts', guard: 'auth' }),
  // Issue 30: the caller's API tokens; the team's on `teams-api-tokens` (its owners').
  'api-tokens': define('api-tokens', '/api-tokens', { titleKey: 'apiTokens', guard: 'auth' }),
  // Issue 30: the first request with curl and the reference of the public API (docs/decisions/api-reference-page.md).
  'api-docs': define('api-docs', '/api-tokens/docs', { titleKey: 'apiDocs', guard: 'auth', backTo: 'api-tokens' }),
  // Issue 30: the caller's webhook endpoints, beside the API page; the team's on `teams-webhooks` (its owners').
  webhooks: define('webhooks', '/webhooks', { titleKey: 'webhooks', guard: 'auth' }),

  'teams-domains': define('teams-domains', '/teams/:teamId/domains', { titleKey: 'domains', guard: 'auth' }),
  'teams-domains-single': define('teams-domains-single', '/teams/:teamId/domains/:domainId', {
    titleKey: 'domainsSingle',
    guard: 'auth',
    backTo: 'teams-domains',
  }),
  'teams-search-domain': define('teams-search-domain', '/teams/:teamId/search-domain', { titleKey: 'searchDomain', guard: 'auth' }),
  'teams-purchase-domain': define('teams-purchase-domain', '/teams/:teamId/purchase-success', { titleKey: 'purchaseDomain', guard: 'auth' }),
  'teams-purchase-domain-failure': define('teams-purchase-domain-failure', '/teams/:teamId/purchase-failure', {
    titleKey: 'purchaseDomain',
    guard: 'auth',
  }),
  'teams-payment-methods': define('teams-payment-methods', '/teams/:teamId/payment-methods', {
    titleKey: 'paymentMethods',
    guard: 'team-owner',
  }),
  'teams-single': define('teams-single', '/teams/:teamId', { titleKey: 'teamsSingle', guard: 'team-owner' }),
  'teams-transfer-domain': define('teams-transfer-domain', '/teams/:teamId/transfer-domain', {
    titleKey: 'transferDomain',
    guard: 'team-owner',
  }),

  'teams-receipts': define('teams-receipts', '/teams/:teamId/receipts', { titleKey: 'receipts', guard: 'auth' }),
  'teams-api-tokens': define('teams-api-tokens', '/teams/:teamId/api-tokens', { titleKey: 'apiTokens', guard: 'team-owner' }),
  'teams-webhooks': define('teams-webhooks', '/teams/:teamId/webhooks', { titleKey: 'webhooks', guard: 'team-owner' }),

  'team-invite-accept': define('team-invite-accept', '/teams/:teamId/invites/:inviteId/accept', {
    titleKey: 'teamInviteAccept',
    guard: 'auth',
  }),
  'domain-invite-accept': define('domain-invite-accept', '/domains/:domainId/invites/:inviteId/accept', {
    titleKey: 'domainInviteAccept',
    guard: 'auth',
  }),

  admin: define('admin', '/admin', { titleKey: 'admin', guard: 'admin' }),
  'admin-users': define('admin-users', '/admin/users', { titleKey: 'adminUsers', guard: 'admin' }),
  // A user's page in the admin area (not a spec route name: the spec names the admin pages only).
  'admin-users-single': define('admin-users-single', '/admin/users/:userId', { titleKey: 'adminUsersSingle', guard: 'admin', backTo: 'admin-users' }),
  'admin-domains': define('admin-domains', '/admin/domains', { titleKey: 'adminDomains', guard: 'admin' }),
  // A domain's page in the admin area (not a spec route name, as `admin-users-single`).
  'admin-domains-single': define('admin-domains-single', '/admin/domains/:domainId', { titleKey: 'adminDomainsSingle', guard: 'admin', backTo: 'admin-domains' }),
  'admin-orders': define('admin-orders', '/admin/orders', { titleKey: 'adminOrders', guard: 'admin' }),
  'admin-invoices': define('admin-invoices', '/admin/invoices', { titleKey: 'adminInvoices', guard: 'admin' }),
  'admin-statistics': define('admin-statistics', '/admin/statistics', { titleKey: 'adminStatistics', guard: 'admin' }),
  'admin-settings': define('admin-settings', '/admin/settings', { titleKey: 'adminSettings', guard: 'admin' }),
  'admin-activity-log': define('admin-activity-log', '/admin/activity-log', { titleKey: 'adminActivityLog', guard: 'admin' }),

  '404': define('404', '*', { titleKey: 'notFound', guard: 'none' }),
};

export const routeList: readonly RouteDefinition[] = routeNames.map((name) => paths[name]);

export function isRouteName(value: string): value is RouteName {
  return (routeNames as readonly string[]).includes(value);
}

export function isAdminRoute(name: RouteName): boolean {
  return name === 'admin' || name.startsWith('admin-');
}

export function isAuthRoute(name: RouteName): boolean {
  return name.startsWith('auth-');
}

/** The admin area's child pages, in menu order. */
export const adminChildren = [
  'admin-users',
  'admin-domains',
  'admin-orders',
  'admin-invoices',
  'admin-statistics',
  'admin-settings',
  'admin-activity-log',
] as const satisfies readonly RouteName[];
