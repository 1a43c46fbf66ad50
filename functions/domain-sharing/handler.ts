import { domainSharingApi } from '#shared/api/domain-sharing.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { acceptDomainInvite, getDomainInvite, inviteToDomain, listDomainPeople, listSharedDomains, removeDomainUser, withdrawDomainInvite } from './domain-sharing.ts';
import { composeDomainSharing } from './wiring.ts';
import { domainPage, failingAmong } from '../domains/domain-list.ts';
import { createDomainHealthRepository } from '../adapters/dynamodb/domain-health-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { registryErrors, sharingErrors } from '#shared/i18n/messages.ts';

/** The domain-sharing context's handler: a domain's technical managers, their invitations, and the domains shared with the caller. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const ports = composeDomainSharing(config, local);
  const health = createDomainHealthRepository(portalTableOf(config));
  const callerOf = (identity: { userId: string; user: { name: string; email: string; language?: 'fo' | 'en' } }, locale: 'fo' | 'en') => ({
    userId: identity.userId,
    name: identity.user.name,
    email: identity.user.email,
    language: identity.user.language ?? locale,
  });
  return httpContextHandler(
    domainSharingApi,
    {
      // Filtered, sorted and paged as the own list (functions/domains/domain-list.ts).
      listSharedDomains: async ({ identity, query }) =>
        domainPage(await listSharedDomains(identity, ports), query, { now: ports.clock.now(), failing: (ids) => failingAmong(ids, health) }),
      listDomainPeople: async ({ identity, params }) => ({ data: await listDomainPeople(params.domainId, identity, ports) }),
      inviteToDomain: async ({ identity, params, body, locale }) => ({ data: await inviteToDomain(params.domainId, body.email, callerOf(identity, locale), ports) }),
      withdrawDomainInvite: async ({ identity, params }) => {
        await withdrawDomainInvite(params.domainId, params.inviteId, identity, ports);
        return null;
      },
      getDomainInvite: async ({ identity, params }) => ({ data: await getDomainInvite(params.domainId, params.inviteId, identity.user, ports) }),
      acceptDomainInvite: async ({ identity, params }) => ({
        data: await acceptDomainInvite(params.domainId, params.inviteId, { userId: identity.userId, email: identity.user.email }, ports),
      }),
      removeDomainUser: async ({ identity, params }) => {
        await removeDomainUser(params.domainId, params.userId, identity, ports);
        return null;
      },
    },
    httpPipelineOptions(config, local),
    [registryErrors, sharingErrors],
  );
}
