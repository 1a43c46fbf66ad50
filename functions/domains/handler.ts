import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import { createActivityRepository } from '../adapters/dynamodb/activity-repository.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createDomainShareLookup } from '../adapters/dynamodb/domain-share-lookup.ts';
import { createUserRepository } from '../adapters/dynamodb/user-repository.ts';
import { createDueRepository } from '../adapters/dynamodb/lifecycle-repository.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import { createSettingsReader } from '../adapters/dynamodb/settings-reader.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { eppCheckDomains, eppDomainInfo, eppRegistryOf } from '../adapters/registry/epp-registry.ts';
import type { Config } from '../config.ts';
import { listDomainActivity } from './domain-activity.ts';
import { getOwnDomain, listOwnDomains } from './domain-views.ts';
import { searchDomains } from './search-domains.ts';
import { setAutoRenewal } from '../auto-renewal/set-auto-renewal.ts';
import { createDomainSettingsRepository } from '../adapters/dynamodb/domain-settings-repository.ts';
import { createPaymentCardRepository } from '../adapters/dynamodb/payment-card-repository.ts';
import { paymentCardLookup } from '../payment-cards/card-lookup.ts';
import { domainsApi } from '#shared/api/domains.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { forceExpirySync } from '../lifecycle/force-expiry-sync.ts';
import { composeForceExpirySync } from '../lifecycle/force-wiring.ts';

/** The domains context's handler: availability search, the user's domains and the single domain view, auto-renewal, the admin's forced expiry sync. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const table = portalTableOf(config);
  const registry = eppRegistryOf(config, { checkDomains: eppCheckDomains, domainInfo: eppDomainInfo });
  const domainRepository = createDomainRepository(table);
  const settingsReader = createSettingsReader(table);
  const activity = createActivityRepository(table);
  const views = {
    domains: domainRepository,
    settings: settingsReader,
    registry,
    clock: configuredClock(config, local),
    shares: createDomainShareLookup(table),
    users: createUserRepository(table),
  };
  const renewal = {
    domains: domainRepository,
    store: createDomainSettingsRepository(table),
    cards: paymentCardLookup(createPaymentCardRepository(table)),
    due: createDueRepository(table),
    clock: views.clock,
    deliveryFor: configuredDelivery(config, local),
  };

  const forcing = composeForceExpirySync(config, local);

  return httpContextHandler(
    domainsApi,
    {
      searchDomains: async ({ query }) => ({ data: await searchDomains(query.domains, { registry, settings: settingsReader }) }),

      listDomains: async ({ identity }) => ({ data: await listOwnDomains({ userId: identity.userId, name: identity.user.name }, views) }),

      listDomainActivity: async ({ identity, params, query }) => ({
        data: await listDomainActivity({ domainId: params.domainId, userId: identity.userId, page: query.page, perPage: query.per_page }, { domains: domainRepository, activity }),
      }),

      setAutoRenewal: async ({ identity, params, body, logger }) => ({
        data: await setAutoRenewal(
          { userId: identity.userId, domainId: params.domainId, enabled: body.enabled, termsAccepted: body.terms_accepted, paymentCardId: body.payment_card_id },
          { ...renewal, deliver: renewal.deliveryFor(logger) },
        ),
      }),

      // Admin only (the route's rule): the job does the sync; this says what it will do.
      forceExpirySync: async ({ identity, body, logger }) => ({
        data: await forceExpirySync(body.all ? { all: true, actorId: identity.userId } : { domainId: body.domain_id!, actorId: identity.userId }, forcing(logger)),
      }),

      getDomain: async ({ identity, params }) => ({
        data: await getOwnDomain(params.domainId, { userId: identity.userId, name: identity.user.name }, views),
      }),
    },
    httpPipelineOptions(config),
  );
}
