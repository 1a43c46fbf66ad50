import type { adminPeopleApi } from '#shared/api/admin-people.ts';
import { activityListOf, activityPerPage } from '../../activity/read-activity.ts';
import type { SomeRouteImplementations } from '../../http/pipeline/context-handler.ts';
import type { composeAdminDomains } from '../wiring.ts';
import { listAdminDomains } from './list-domains.ts';

/** The domains page's routes of the admin handler (the registry's side: the domains handler). */
export function adminDomainRoutes({
  ports,
  activity,
}: ReturnType<typeof composeAdminDomains>): SomeRouteImplementations<typeof adminPeopleApi, 'listAdminDomains' | 'listAdminDomainActivity'> {
  return {
    listAdminDomains: async ({ query }) => ({ data: await listAdminDomains(query, ports) }),
    listAdminDomainActivity: async ({ params, query }) => {
      const page = query.page ?? 1;
      const perPage = query.per_page ?? activityPerPage;
      return { data: activityListOf(await activity.pageBySubject(`domain:${params.domainId}`, page, perPage), `/admin/domains/${params.domainId}/activity`, page, perPage) };
    },
  };
}
