import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import type { Config } from '../config.ts';
import { adminPeopleApi } from '#shared/api/admin-people.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { adminActivityRoutes } from './activity/routes.ts';
import { adminDomainRoutes } from './domains/routes.ts';
import { adminUserRoutes } from './users/routes.ts';
import { composeAdminActivity, composeAdminDomains, composeAdminUsers } from './wiring.ts';
import { accountErrors, registryErrors, paymentErrors } from '#shared/i18n/messages.ts';

/** The administration area's users, domains and activity log (administrators only, by each route's rule). */
export function createHandler(config: Config, local?: LocalStandIns) {
  const users = adminUserRoutes(composeAdminUsers(config, local));
  return httpContextHandler(
    adminPeopleApi,
    {
      ...users,
      // Spec §7's GET /users and GET /users/{id}: the users page's search and a user's page, answered alike.
      listUsers: ({ ...request }) => users.searchAdminUsers({ ...request }),
      getUser: ({ params, ...request }) => users.getAdminUser({ ...request, params: { userId: params.id } }),
      ...adminDomainRoutes(composeAdminDomains(config, local)),
      ...adminActivityRoutes(composeAdminActivity(config, local)),
    },
    httpPipelineOptions(config, local),
    [accountErrors, registryErrors, paymentErrors],
  );
}
