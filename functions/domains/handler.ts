import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createSettingsReader } from '../adapters/dynamodb/settings-reader.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { eppRegistry } from '../adapters/registry/epp-registry.ts';
import type { Config } from '../config.ts';
import { getOwnDomain, listOwnDomains } from './domain-views.ts';
import { searchDomains } from './search-domains.ts';
import { noPaymentCards, setAutoRenewal } from './auto-renewal.ts';
import { domainsApi } from '#shared/api/domains.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { forceExpirySync } from '../lifecycle/force-expiry-sync.ts';
import { composeForceExpirySync } from '../lifecycle/force-wiring.ts';

/** The domains context's handler: availability search, the user's domains and the single domain view, auto-renewal, the admin's forced expiry sync. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const table = portalTableOf(config);
  const registry = eppRegistry(config);
  const domainRepository = createDomainRepository(table);
  const settingsReader = createSettingsReader(table);
  const views = { domains: domainRepository, settings: settingsReader, registry, clock: configuredClock(config, local) };
  const forcing = composeForceExpirySync(config, local);

  return httpContextHandler(
    domainsApi,
    {
      searchDomains: async ({ query }) => ({ data: await searchDomains(query.domains, { registry, settings: settingsReader }) }),

      listDomains: async ({ identity }) => ({ data: await listOwnDomains({ userId: identity.userId, name: identity.user.name }, views) }),

      setAutoRenewal: async ({ identity, params, body }) => ({
        data: await setAutoRenewal(
          { userId: identity.userId, domainId: params.domainId, enabled: body.enabled, termsAccepted: body.terms_accepted, paymentCardId: body.payment_card_id },
          { domains: domainRepository, cards: noPaymentCards, clock: views.clock },
        ),
      }),

      // Admin only (the route's rule): the job does the sync; this says what it will do.
      forceExpirySync: async ({ body }) => ({ data: await forceExpirySync(body.all ? { all: true } : { domainId: body.domain_id! }, forcing) }),

      getDomain: async ({ identity, params }) => ({
        data: await getOwnDomain(params.domainId, { userId: identity.userId, name: identity.user.name }, views),
      }),
    },
    config,
  );
}
