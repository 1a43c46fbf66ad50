import { adminUserActionRequest, adminUserActivityResponse, adminUserDetailResponse, adminUserListResponse, adminUserSearchQuery } from '../schemas/admin-users.ts';
import { activityListQuery } from '../schemas/activity.ts';
import { adminDomainActivityResponse, adminDomainListQuery, adminDomainListResponse } from '../schemas/admin-domains.ts';
import { adminActivityFilterQuery, adminActivityListQuery, adminActivityListResponse } from '../schemas/admin-activity.ts';
import { defineRoutes } from './contract.ts';

/**
 * Context `admin-people`: the administration area's users, domains and activity log
 * (administrators only, every path under `/admin/`), a Lambda of its own
 * (`functions/admin-people/`): searching and deactivating users, ending their sessions, the domain list and any history,
 * the activity log and its CSV. Each change is in the activity log with the administrator as actor.
 */
export const adminPeopleApi = defineRoutes([
  // The users page.
  {
    id: 'searchAdminUsers',
    method: 'GET',
    path: '/admin/users',
    context: 'admin-people',
    auth: 'admin',
    request: { query: adminUserSearchQuery },
    response: { status: 200, schema: adminUserListResponse },
  },
  {
    id: 'getAdminUser',
    method: 'GET',
    path: '/admin/users/{userId}',
    context: 'admin-people',
    auth: 'admin',
    response: { status: 200, schema: adminUserDetailResponse },
  },
  {
    id: 'listAdminUserActivity',
    method: 'GET',
    path: '/admin/users/{userId}/activity',
    context: 'admin-people',
    auth: 'admin',
    request: { query: activityListQuery },
    response: { status: 200, schema: adminUserActivityResponse },
  },
  {
    id: 'deactivateAdminUser',
    method: 'POST',
    path: '/admin/users/{userId}/deactivate',
    context: 'admin-people',
    auth: 'admin',
    request: { body: adminUserActionRequest },
    response: { status: 200, schema: adminUserDetailResponse },
  },
  {
    id: 'activateAdminUser',
    method: 'POST',
    path: '/admin/users/{userId}/activate',
    context: 'admin-people',
    auth: 'admin',
    request: { body: adminUserActionRequest },
    response: { status: 200, schema: adminUserDetailResponse },
  },
  {
    id: 'revokeAdminUserSession',
    method: 'DELETE',
    path: '/admin/users/{userId}/sessions/{sessionId}',
    context: 'admin-people',
    auth: 'admin',
    response: { status: 204, schema: null },
  },
  // Spec §7 "GET /users; GET /users/{id}": the same answers at the spec's paths, for administrators
  // only (the admin pages call /admin/users…; docs/decisions/users-at-spec-paths.md).
  {
    id: 'listUsers',
    method: 'GET',
    path: '/users',
    context: 'admin-people',
    auth: 'admin',
    request: { query: adminUserSearchQuery },
    response: { status: 200, schema: adminUserListResponse },
  },
  {
    id: 'getUser',
    method: 'GET',
    path: '/users/{id}',
    context: 'admin-people',
    auth: 'admin',
    response: { status: 200, schema: adminUserDetailResponse },
  },
  // The domains page (what it asks of the registry and the expiry sync: shared/api/domains.ts).
  {
    id: 'listAdminDomains',
    method: 'GET',
    path: '/admin/domains',
    context: 'admin-people',
    auth: 'admin',
    request: { query: adminDomainListQuery },
    response: { status: 200, schema: adminDomainListResponse },
  },
  {
    id: 'listAdminDomainActivity',
    method: 'GET',
    path: '/admin/domains/{domainId}/activity',
    context: 'admin-people',
    auth: 'admin',
    request: { query: activityListQuery },
    response: { status: 200, schema: adminDomainActivityResponse },
  },
  // The activity log.
  {
    id: 'listAdminActivity',
    method: 'GET',
    path: '/admin/activity',
    context: 'admin-people',
    auth: 'admin',
    request: { query: adminActivityListQuery },
    response: { status: 200, schema: adminActivityListResponse },
  },
  {
    id: 'exportAdminActivity',
    method: 'GET',
    path: '/admin/activity/export',
    context: 'admin-people',
    auth: 'admin',
    request: { query: adminActivityFilterQuery },
    response: { status: 200, schema: null, binary: 'text/csv' },
  },
]);
