import type { adminPeopleApi } from '#shared/api/admin-people.ts';
import type { SomeRouteImplementations } from '../../http/pipeline/context-handler.ts';
import type { composeAdminActivity } from '../wiring.ts';
import { exportActivityLog, listActivityLog } from './activity-log.ts';

/** The activity log's routes of the admin handler. */
export function adminActivityRoutes(ports: ReturnType<typeof composeAdminActivity>): SomeRouteImplementations<typeof adminPeopleApi, 'listAdminActivity' | 'exportAdminActivity'> {
  return {
    listAdminActivity: async ({ query }) => ({ data: await listActivityLog(query, ports) }),
    exportAdminActivity: async ({ query }) => exportActivityLog(query, ports),
  };
}
