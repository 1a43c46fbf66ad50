import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import { httpPipelineOptions } from '../../adapters/secrets/origin-secret.ts';
import type { Config } from '../../config.ts';
import { adminPeopleApi } from '#shared/api/admin-people.ts';
import { httpContextHandler } from '../../http/pipeline/context-handler.ts';
import { adminActivityRoutes } from '../activity/routes.ts';
import { composeAdminActivity } from '../activity-wiring.ts';
import { adminDomainRoutes } from '../domains/routes.ts';
import { composeAdminDomains } from '../domains-wiring.ts';
import { adminUserRoutes } from '../users/routes.ts';
import { composeAdminUsers } from '../users-wiring.ts';
import { accountErrors, registryErrors, paymentErrors } from '#shared/i18n/messages.ts';

/** The administration area's users, domains and activity log (administrators only, by each route's rule). */
export function createHandler(config: Config, local?: LocalStandIns) {
  return httpContextHandler(
    adminPeopleApi,
    {
      ...adminUserRoutes(composeAdminUsers(config, local)),
      ...adminDomainRoutes(composeAdminDomains(config, local)),
      ...adminActivityRoutes(composeAdminActivity(config, local)),
    },
    httpPipelineOptions(config),
    [accountErrors, registryErrors, paymentErrors],
  );
}
