import type { adminPeopleApi } from '#shared/api/admin-people.ts';
import { activityListOf, activityPerPage } from '../../activity/read-activity.ts';
import type { SomeRouteImplementations } from '../../http/pipeline/context-handler.ts';
import { adminUserDetail, revokeUserSession, searchUsers, setUserActive } from './admin-users.ts';
import type { composeAdminUsers } from '../wiring.ts';

type UserRouteIds = 'searchAdminUsers' | 'getAdminUser' | 'listAdminUserActivity' | 'deactivateAdminUser' | 'activateAdminUser' | 'revokeAdminUserSession';

/** The users page's routes of the admin handler: each parses nothing itself and calls one use case. */
export function adminUserRoutes({ settings, activity, portsFor }: ReturnType<typeof composeAdminUsers>): SomeRouteImplementations<typeof adminPeopleApi, UserRouteIds> {
  const detail = (userId: string, logger: Parameters<typeof portsFor>[0]) => adminUserDetail(userId, { ...portsFor(logger), settings });
  return {
    searchAdminUsers: async ({ query, logger }) => ({ data: await searchUsers({ q: query.q, page: query.page, perPage: query.per_page }, portsFor(logger)) }),
    getAdminUser: async ({ params, logger }) => ({ data: await detail(params.userId, logger) }),
    listAdminUserActivity: async ({ params, query }) => {
      const page = query.page ?? 1;
      const perPage = query.per_page ?? activityPerPage;
      return { data: activityListOf(await activity.pageBySubject(`user:${params.userId}`, page, perPage), `/admin/users/${params.userId}/activity`, page, perPage) };
    },
    deactivateAdminUser: async ({ identity, params, body, logger }) => {
      await setUserActive({ actorId: identity.userId, userId: params.userId, active: false, reason: body.reason }, portsFor(logger));
      return { data: await detail(params.userId, logger) };
    },
    activateAdminUser: async ({ identity, params, body, logger }) => {
      await setUserActive({ actorId: identity.userId, userId: params.userId, active: true, reason: body.reason }, portsFor(logger));
      return { data: await detail(params.userId, logger) };
    },
    revokeAdminUserSession: async ({ identity, params, logger }) => {
      await revokeUserSession({ actorId: identity.userId, userId: params.userId, sessionId: params.sessionId }, portsFor(logger));
      return null;
    },
  };
}
