import { configuredClock } from '../../adapters/clock/configured-clock.ts';
import { createDomainRepository } from '../../adapters/dynamodb/domain-repository.ts';
import { createSettingsReader } from '../../adapters/dynamodb/settings-reader.ts';
import { portalTableOf } from '../../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import { eppRegistry } from '../../adapters/registry/epp-registry.ts';
import type { Config } from '../../config.ts';
import { composeDomainSettings } from '../../domains/wiring.ts';
import { Logger } from '../../logger.ts';
import { composeTransfers } from '../../transfers/wiring.ts';
import { getOwnDomain, listOwnDomains } from '../../domains/domain-views.ts';
import { searchDomains } from '../../domains/search-domains.ts';
import { noPaymentCards, setAutoRenewal } from '../../domains/auto-renewal.ts';
import { domainSettingsApi } from '#shared/api/domain-settings.ts';
import { domainsApi } from '#shared/api/domains.ts';
import { transfersApi } from '#shared/api/transfers.ts';
import { httpContextHandler } from '../pipeline/context-handler.ts';
import { transferRoutes } from './transfer-routes.ts';
import { domainSettingsRoutes } from './domain-settings-routes.ts';

/** The domains context's handler: search, the user's domains, their settings, and transfer in. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const logger = new Logger();
  const table = portalTableOf(config);
  const registry = eppRegistry(config);
  const domainRepository = createDomainRepository(table);
  const settingsReader = createSettingsReader(table);
  const views = { domains: domainRepository, settings: settingsReader, registry, clock: configuredClock(config, local) };

  return httpContextHandler(
    [...domainsApi, ...domainSettingsApi, ...transfersApi],
    {
      ...transferRoutes(composeTransfers(config, local, logger)),
      ...domainSettingsRoutes(composeDomainSettings(config, local, logger)),

      searchDomains: async ({ query }) => ({ data: await searchDomains(query.domains, { registry, settings: settingsReader }) }),

      listDomains: async ({ identity }) => ({ data: await listOwnDomains({ userId: identity.userId, name: identity.user.name }, views) }),

      setAutoRenewal: async ({ identity, params, body }) => ({
        data: await setAutoRenewal(
          { userId: identity.userId, domainId: params.domainId, enabled: body.enabled, termsAccepted: body.terms_accepted, paymentCardId: body.payment_card_id },
          { domains: domainRepository, cards: noPaymentCards, clock: views.clock },
        ),
      }),

      getDomain: async ({ identity, params }) => ({
        data: await getOwnDomain(params.domainId, { userId: identity.userId, name: identity.user.name }, views),
      }),
    },
    config,
  );
}
