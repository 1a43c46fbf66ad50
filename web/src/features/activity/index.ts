import { lazy } from 'react';

// The activity feature's public face: the only file other features may import from it (the
// import rules in .dependency-cruiser.cjs). The domain view's History tab and the `/my-user`
// section, each loaded when shown.
export const DomainHistoryPanel = lazy(() => import('./components/domain-history-panel'));
export const MyActivity = lazy(() => import('./components/my-activity'));
/** A user's history in the admin area (`/admin/users/{id}`). */
export const AdminUserHistory = lazy(() => import('./components/admin-user-history'));
/** A domain's history in the admin area (`/admin/domains/{id}`). */
export const AdminDomainHistory = lazy(() => import('./components/admin-domain-history'));
/** The admin activity log's entries (`/admin/activity-log`), filtered. */
export const AdminActivityEntries = lazy(() => import('./components/admin-activity-entries'));
