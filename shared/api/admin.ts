import { adminSettingsResponse, settingsUpdateRequest } from '../schemas/settings.ts';
import { adminActivityApi } from './admin-activity.ts';
import { adminDomainsApi } from './admin-domains.ts';
import { adminUsersApi } from './admin-users.ts';
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
  ...adminUsersApi,
  ...adminDomainsApi,
  ...adminActivityApi,
]);
