import { apiTokenGate } from '../adapters/api-tokens/api-token-gate.ts';
import { reachesDomain } from '../http/pipeline/api-token.ts';
import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import { createActivityRepository } from '../adapters/dynamodb/activity-repository.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createDomainShareLookup } from '../adapters/dynamodb/domain-share-lookup.ts';
import { createTeamNameLookup } from '../adapters/dynamodb/team-name-lookup.ts';
import { createUserRepository } from '../adapters/dynamodb/user-repository.ts';
import { createDueLookup, createDueRepository, createSweepRepository } from '../adapters/dynamodb/lifecycle-repository.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import { createSettingsReader } from '../adapters/dynamodb/settings-reader.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { eppCheckDomains, eppDomainInfo, eppRegistryOf } from '../adapters/registry/epp-registry.ts';
import type { Config } from '../config.ts';
import { listDomainActivity } from './domain-activity.ts';
import { getOwnDomain, listOwnDomains, toDomainSummary } from './domain-views.ts';
import { domainPage, failingAmong } from './domain-list.ts';
import { moveDomain } from '../domain-ownership/move-domain.ts';
import { searchDomains, searchDomainsAsGuest } from './search-domains.ts';
import { createRateLimitRepository } from '../adapters/dynamodb/challenge-repository.ts';
import { setAutoRenewal } from '../auto-renewal/set-auto-renewal.ts';
import { createDomainSettingsRepository } from '../adapters/dynamodb/domain-settings-repository.ts';
import { createPaymentCardRepository } from '../adapters/dynamodb/payment-card-repository.ts';
import { paymentCardLookup } from '../payment-cards/card-lookup.ts';
import { domainsApi } from '#shared/api/domains.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { forceExpirySync } from '../lifecycle/force-expiry-sync.ts';
import { composeForceExpirySync } from '../lifecycle/force-wiring.ts';
import { expirySyncProgress } from '../lifecycle/expiry-sync-progress.ts';
import { adminDomainView } from './admin-domain-view.ts';
import { createDomainHealthRepository } from '../adapters/dynamodb/domain-health-repository.ts';
import { getDomainHealth, listFailingDomains } from '../domain-health/read-health.ts';
import { registryErrors, paymentErrors, domainSettingsErrors } from '#shared/i18n/messages.ts';

/** The domains context's handler: availability search (also a signed-out visitor's), the user's domains and the single domain view, auto-renewal, the admin's forced expiry sync. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const table = portalTableOf(config);
  const registry = eppRegistryOf(config, { checkDomains: eppCheckDomains, domainInfo: eppDomainInfo });
  const domainRepository = createDomainRepository(table);
  const settingsReader = createSettingsReader(table);
  const activity = createActivityRepository(table);
  const rateLimits = createRateLimitRepository(table);
  const views = {
    domains: domainRepository,
    settings: settingsReader,
    registry,
    clock: configuredClock(config, local),
    shares: createDomainShareLookup(table),
    users: createUserRepository(table),
    teams: createTeamNameLookup(table),
  };
  const renewal = {
    domains: domainRepository,
    store: createDomainSettingsRepository(table),
    cards: paymentCardLookup(createPaymentCardRepository(table)),
    due: createDueRepository(table),
    clock: views.clock,
    deliveryFor: configuredDelivery(config, local),
  };

  const moving = { domains: domainRepository, store: renewal.store, teams: views.teams, clock: views.clock };

  const forcing = composeForceExpirySync(config, local);
  const adminView = { domains: domainRepository, registry, settings: settingsReader, due: createDueLookup(table), clock: views.clock };
  const sweeps = createSweepRepository(table);
  const health = createDomainHealthRepository(table);

  return httpContextHandler(
    domainsApi,
    {
      searchDomains: async ({ query }) => ({ data: await searchDomains(query.domains, { registry, settings: settingsReader }) }),

      // Public: a signed-out visitor's check, counted per client address.
      searchDomainsAsGuest: async ({ query, sourceIp }) => ({
        data: await searchDomainsAsGuest({ domains: query.domains, sourceIp }, { registry, settings: settingsReader, rateLimits, clock: views.clock }),
      }),

      // An API token limited to some domains lists only those (functions/http/pipeline/api-token.ts).
      // Filtered, sorted and paged (`?q&state&sort&per_page&cursor`, functions/domains/domain-list.ts); without `per_page` every match (the JSON export).
      listDomains: async ({ identity, query }) =>
        domainPage(
          (await listOwnDomains({ userId: identity.userId, name: identity.user.name }, views)).filter(
            (domain) => !identity.apiToken || reachesDomain(identity.apiToken, domain.id),
          ),
          query,
          { now: views.clock.now(), failing: (ids) => failingAmong(ids, health) },
        ),

      listDomainActivity: async ({ identity, params, query }) => ({
        data: await listDomainActivity({ domainId: params.domainId, userId: identity.userId, page: query.page, perPage: query.per_page }, { domains: domainRepository, activity }),
      }),

      setAutoRenewal: async ({ identity, params, body, logger }) => ({
        data: await setAutoRenewal(
          { userId: identity.userId, domainId: params.domainId, enabled: body.enabled, termsAccepted: body.terms_accepted, paymentCardId: body.payment_card_id },
          { ...renewal, deliver: renewal.deliveryFor(logger) },
        ),
      }),

      moveDomain: async ({ identity, params, body, logger }) => {
        const [{ domain, ownerName }, settings] = await Promise.all([
          moveDomain(
            { userId: identity.userId, userName: identity.user.name, domainId: params.domainId, teamId: body.team_id },
            { ...moving, deliver: renewal.deliveryFor(logger) },
          ),
          settingsReader.get(),
        ]);
        return { data: toDomainSummary(domain, { now: views.clock.now(), settings, ownerName }) };
      },

      // Admin only (the route's rule): the job does the sync; this says what it will do.
      forceExpirySync: async ({ identity, body, logger }) => ({
        data: await forceExpirySync(body.all ? { all: true, actorId: identity.userId } : { domainId: body.domain_id!, actorId: identity.userId }, forcing(logger)),
      }),

      // Admin only (the routes' rule): a domain beside the registry's info; the forced sync's progress.
      getAdminDomain: async ({ params }) => ({ data: await adminDomainView(params.domainId, adminView) }),
      getExpirySyncProgress: async () => ({ data: await expirySyncProgress({ sweeps }) }),

      getDomainHealth: async ({ identity, params }) => ({
        data: await getDomainHealth(params.domainId, identity.userId, { domains: domainRepository, shares: views.shares, health }),
      }),
      // Admin only (the route's rule).
      listFailingDomains: async ({ query }) => ({ data: await listFailingDomains(query.cursor, { health }) }),

      getDomain: async ({ identity, params }) => ({
        data: await getOwnDomain(params.domainId, { userId: identity.userId, name: identity.user.name }, views),
      }),
    },
    { ...httpPipelineOptions(config, local), apiTokens: apiTokenGate(config, local) },
    [registryErrors, paymentErrors, domainSettingsErrors],
  );
}
