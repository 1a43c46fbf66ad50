import { adminChildren } from '../../config/paths';

export type AdminPage = (typeof adminChildren)[number];

/**
 * The admin pages that are built, in menu order. Only these are in the admin menu and on the
 * overview: a page still to come (users, domains, statistics, the activity log) is reached by its
 * address alone and says "coming soon" there (docs/decisions/the-admin-area-s-gate-frame-and-menu.md "The admin area's menu").
 * A new page adds its name here when it lands.
 */
export const builtAdminPages: readonly AdminPage[] = ['admin-users', 'admin-domains', 'admin-orders', 'admin-invoices', 'admin-statistics', 'admin-settings', 'admin-activity-log'];

export function isBuiltAdminPage(name: string): name is AdminPage {
  return (builtAdminPages as readonly string[]).includes(name);
}
