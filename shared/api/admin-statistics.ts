import { adminStatisticsQuery, adminStatisticsResponse } from '../schemas/admin-statistics.ts';
import { defineRoutes } from './contract.ts';

/** The administration area's statistics (context `admin`, administrators only); part of `adminApi`. */
export const adminStatisticsRoutes = defineRoutes([
  {
    id: 'getAdminStatistics',
    method: 'GET',
    path: '/admin/statistics',
    context: 'admin',
    auth: 'admin',
    request: { query: adminStatisticsQuery },
    response: { status: 200, schema: adminStatisticsResponse },
  },
]);
