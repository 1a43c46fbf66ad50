import { adminActivityFilterQuery, adminActivityListQuery, adminActivityListResponse } from '../schemas/admin-activity.ts';
import { defineRoutes } from './contract.ts';

/** The admin activity log (context `admin`): filtered, a page at a time, and as CSV. */
export const adminActivityApi = defineRoutes([
  {
    id: 'listAdminActivity',
    method: 'GET',
    path: '/admin/activity',
    context: 'admin',
    auth: 'admin',
    request: { query: adminActivityListQuery },
    response: { status: 200, schema: adminActivityListResponse },
  },
  {
    id: 'exportAdminActivity',
    method: 'GET',
    path: '/admin/activity/export',
    context: 'admin',
    auth: 'admin',
    request: { query: adminActivityFilterQuery },
    response: { status: 200, schema: null, binary: 'text/csv' },
  },
]);
