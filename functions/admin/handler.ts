import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import type { Config } from '../config.ts';
import { adminApi } from '#shared/api/admin.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { readStatistics } from './statistics/read-statistics.ts';
import { toAdminStatistics } from './statistics/statistics-view.ts';
import { adminOrderRoutes } from './orders/routes.ts';
import { updateSettings } from './update-settings.ts';
import { composeAdmin, composeAdminOrders } from './wiring.ts';
import { composeStatisticsReading } from './statistics-wiring.ts';
import { registryErrors, paymentErrors } from '#shared/i18n/messages.ts';

/** The administration area's handler (administrators only, by each route's rule). */
export function createHandler(config: Config, local?: LocalStandIns) {
  const { settings, clock, deliveryFor } = composeAdmin(config, local);
  const statistics = composeStatisticsReading(config);
  return httpContextHandler(
    adminApi,
    {
      getAdminSettings: async () => ({ data: await settings.get() }),
      updateAdminSettings: async ({ identity, body, logger }) => ({
        data: await updateSettings({ actorId: identity.userId, update: body }, { settings, clock, deliver: deliveryFor(logger) }),
      }),
      getAdminStatistics: async ({ query }) => ({ data: toAdminStatistics(await readStatistics({ months: query.months ?? 12 }, statistics, clock.now())) }),
      ...adminOrderRoutes(composeAdminOrders(config, local)),
    },
    httpPipelineOptions(config, local),
    [registryErrors, paymentErrors],
  );
}
