import { adminStatisticsQuery, adminStatisticsResponse } from '../schemas/admin-statistics.ts';
import { adminOrderActionRequest, adminOrderListQuery, adminOrderListResponse, adminOrderResponse } from '../schemas/admin-orders.ts';
import { adminSettingsResponse, settingsUpdateRequest } from '../schemas/settings.ts';
import { adminUserActionRequest, adminUserActivityResponse, adminUserDetailResponse, adminUserListResponse, adminUserSearchQuery } from '../schemas/admin-users.ts';
import { activityListQuery } from '../schemas/activity.ts';
import { adminDomainActivityResponse, adminDomainListQuery, adminDomainListResponse } from '../schemas/admin-domains.ts';
import { adminActivityFilterQuery, adminActivityListQuery, adminActivityListResponse } from '../schemas/admin-activity.ts';
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
  // The users page.
  {
    id: 'searchAdminUsers',
    method: 'GET',
    path: '/admin/users',
    context: 'admin',
    auth: 'admin',
    request: { query: adminUserSearchQuery },
    response: { status: 200, schema: adminUserListResponse },
  },
  {
    id: 'getAdminUser',
    method: 'GET',
    path: '/admin/users/{userId}',
    context: 'admin',
    auth: 'admin',
    response: { status: 200, schema: adminUserDetailResponse },
  },
  {
    id: 'listAdminUserActivity',
    method: 'GET',
    path: '/admin/users/{userId}/activity',
    context: 'admin',
    auth: 'admin',
    request: { query: activityListQuery },
    response: { status: 200, schema: adminUserActivityResponse },
  },
  {
    id: 'deactivateAdminUser',
    method: 'POST',
    path: '/admin/users/{userId}/deactivate',
    context: 'admin',
    auth: 'admin',
    request: { body: adminUserActionRequest },
    response: { status: 200, schema: adminUserDetailResponse },
  },
  {
    id: 'activateAdminUser',
    method: 'POST',
    path: '/admin/users/{userId}/activate',
    context: 'admin',
    auth: 'admin',
    request: { body: adminUserActionRequest },
    response: { status: 200, schema: adminUserDetailResponse },
  },
  {
    id: 'revokeAdminUserSession',
    method: 'DELETE',
    path: '/admin/users/{userId}/sessions/{sessionId}',
    context: 'admin',
    auth: 'admin',
    response: { status: 204, schema: null },
  },
  // The domains page (what it asks of the registry and the expiry sync: shared/api/domains.ts).
  {
    id: 'listAdminDomains',
    method: 'GET',
    path: '/admin/domains',
    context: 'admin',
    auth: 'admin',
    request: { query: adminDomainListQuery },
    response: { status: 200, schema: adminDomainListResponse },
  },
  {
    id: 'listAdminDomainActivity',
    method: 'GET',
    path: '/admin/domains/{domainId}/activity',
    context: 'admin',
    auth: 'admin',
    request: { query: activityListQuery },
    response: { status: 200, schema: adminDomainActivityResponse },
  },
  // The activity log.
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
