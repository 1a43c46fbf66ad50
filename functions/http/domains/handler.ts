import { configuredClock } from '../../adapters/clock/configured-clock.ts';
import { domainRepository } from '../../adapters/dynamodb/domain-repository.ts';
import { settingsReader } from '../../adapters/dynamodb/settings-reader.ts';
import { eppRegistry } from '../../adapters/registry/epp-registry.ts';
import { getOwnDomain, listOwnDomains } from '../../domains/domain-views.ts';
import { searchDomains } from '../../domains/search-domains.ts';
import { noPaymentCards, setAutoRenewal } from '../../domains/auto-renewal.ts';
import { domainSettingsApi } from '#shared/api/domain-settings.ts';
import { domainsApi } from '#shared/api/domains.ts';
import { transfersApi } from '#shared/api/transfers.ts';
import { httpContextHandler } from '../pipeline/context-handler.ts';
import { transferRoutes } from './transfer-routes.ts';
import { domainSettingsRoutes } from './domain-settings-routes.ts';

const registry = eppRegistry();
const views = { domains: domainRepository, settings: settingsReader, registry, clock: configuredClock() };

export const handler = httpContextHandler([...domainsApi, ...domainSettingsApi, ...transfersApi], {
  ...transferRoutes,
  ...domainSettingsRoutes,

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
});
