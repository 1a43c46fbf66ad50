import { adminUserActionRequest, adminUserActivityResponse, adminUserDetailResponse, adminUserListResponse, adminUserSearchQuery } from '../schemas/admin-users.ts';
import { activityListQuery } from '../schemas/activity.ts';
import { defineRoutes } from './contract.ts';

/**
 * The administration area's users page (context `admin`, administrators only): search, a
 * user's page, deactivate and activate, end a session. Each act is in the activity log with the
 * administrator as actor.
 */
export const adminUsersApi = defineRoutes([
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
]);
