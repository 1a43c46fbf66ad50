import { lazy } from 'react';
import { withTexts } from '#web/lib/i18n.ts';

// The activity feature's public face: the only file other features may import from it (the
// import rules in .dependency-cruiser.cjs). The domain view's History tab and the `/my-user`
// section, each loaded when shown with the texts it shows (its sentences name domains' settings and
// DNS records).
export const DomainHistoryPanel = lazy(() => withTexts(['activity', 'domain', 'dns', 'domain-settings'], import('./components/domain-history-panel')));
export const MyActivity = lazy(() => withTexts(['activity', 'domain', 'dns', 'domain-settings', 'account'], import('./components/my-activity')));
/** A user's history in the admin area (`/admin/users/{id}`). */
export const AdminUserHistory = lazy(() => withTexts(['activity', 'domain', 'dns', 'domain-settings', 'admin'], import('./components/admin-user-history')));
/** A domain's history in the admin area (`/admin/domains/{id}`). */
export const AdminDomainHistory = lazy(() => withTexts(['activity', 'domain', 'dns', 'domain-settings', 'admin'], import('./components/admin-domain-history')));
/** The admin activity log's entries (`/admin/activity-log`), filtered. */
export const AdminActivityEntries = lazy(() => withTexts(['activity', 'domain', 'dns', 'domain-settings', 'admin'], import('./components/admin-activity-entries')));
