import { adminStatisticsQuery, adminStatisticsResponse } from '../schemas/admin-statistics.ts';
import { adminOrderActionRequest, adminOrderListQuery, adminOrderListResponse, adminOrderResponse } from '../schemas/admin-orders.ts';
import { adminSettingsResponse, settingsUpdateRequest } from '../schemas/settings.ts';
import { defineRoutes } from './contract.ts';

/**
 * Context `admin`: the administration area's calls (administrators only: auth `admin`, every path
 * under `/admin/`). Each change an administrator makes is in the activity log with them as actor.
 */
export const adminApi = defineRoutes([
  {
    id: 'getAdminSettings',
    method: 'GET',
    path: '/admin/settings',
    context: 'admin',
    auth: 'admin',
    response: { status: 200, schema: adminSettingsResponse },
  },
  {
    id: 'updateAdminSettings',
    method: 'PUT',
    path: '/admin/settings',
    context: 'admin',
    auth: 'admin',
    request: { body: settingsUpdateRequest },
    response: { status: 200, schema: adminSettingsResponse },
  },
  {
    id: 'getAdminStatistics',
    method: 'GET',
    path: '/admin/statistics',
    context: 'admin',
    auth: 'admin',
    request: { query: adminStatisticsQuery },
    response: { status: 200, schema: adminStatisticsResponse },
  },
  // Orders (admin-orders); refunds and the bookkeeping documents are `admin-documents.ts`.
  {
    id: 'listAdminOrders',
    method: 'GET',
    path: '/admin/orders',
    context: 'admin',
    auth: 'admin',
    request: { query: adminOrderListQuery },
    response: { status: 200, schema: adminOrderListResponse },
  },
  {
    id: 'markAdminOrderPaid',
    method: 'POST',
    path: '/admin/orders/{orderId}/mark-paid',
    context: 'admin',
    auth: 'admin',
    request: { body: adminOrderActionRequest },
    response: { status: 200, schema: adminOrderResponse },
  },
]);
