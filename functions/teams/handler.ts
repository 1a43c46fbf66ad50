import { teamsApi } from '#shared/api/teams.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import {
  acceptInvite,
  createTeam,
  deleteTeam,
  getInvitation,
  getTeam,
  inviteMember,
  listTeamCards,
  listTeamDomains,
  listTeams,
  removeMembers,
  setMemberOwner,
  updateTeam,
  withdrawInvite,
} from './teams.ts';
import { composeTeams } from './wiring.ts';
import { domainPage, failingAmong } from '../domains/domain-list.ts';
import { createDomainHealthRepository } from '../adapters/dynamodb/domain-health-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { registryErrors, teamErrors } from '#shared/i18n/messages.ts';

/** The teams context's handler: the caller's teams, their details, members, domains and cards. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const { deliveryFor, ...ports } = composeTeams(config, local);
  const health = createDomainHealthRepository(portalTableOf(config));
  return httpContextHandler(
    teamsApi,
    {
      listTeams: async ({ identity }) => ({ data: await listTeams(identity.userId, ports) }),
      createTeam: async ({ identity, body }) => ({
        data: await createTeam(
          {
            userId: identity.userId,
            details: { name: body.name, vatNumber: body.vat_number, street: body.street, zip: body.zip, city: body.city, attention: body.attention, country: body.country },
          },
          ports,
        ),
      }),
      getTeam: async ({ identity, params }) => ({ data: await getTeam({ userId: identity.userId, teamId: params.teamId }, ports) }),
      updateTeam: async ({ identity, params, body }) => ({
        data: await updateTeam(
          {
            userId: identity.userId,
            teamId: params.teamId,
            changes: { name: body.name, vatNumber: body.vat_number, street: body.street, zip: body.zip, city: body.city, attention: body.attention, country: body.country },
          },
          ports,
        ),
      }),
      deleteTeam: async ({ identity, params }) => {
        await deleteTeam({ userId: identity.userId, teamId: params.teamId }, ports);
        return null;
      },
      // Filtered, sorted and paged as the own list (functions/domains/domain-list.ts).
      listTeamDomains: async ({ identity, params, query }) =>
        domainPage(await listTeamDomains({ userId: identity.userId, teamId: params.teamId }, ports), query, {
          now: ports.clock.now(),
          failing: (ids) => failingAmong(ids, health),
        }),
      updateTeamMember: async ({ identity, params, body }) => ({
        data: await setMemberOwner({ userId: identity.userId, teamId: params.teamId, memberId: params.userId, isOwner: body.is_owner }, ports),
      }),
      removeTeamMember: async ({ identity, params, logger }) => ({
        data: await removeMembers({ userId: identity.userId, teamId: params.teamId, memberIds: [params.userId] }, { ...ports, deliver: deliveryFor(logger) }),
      }),
      removeTeamMembers: async ({ identity, params, body, logger }) => ({
        data: await removeMembers({ userId: identity.userId, teamId: params.teamId, memberIds: body.users }, { ...ports, deliver: deliveryFor(logger) }),
      }),
      listTeamPaymentCards: async ({ identity, params }) => ({ data: await listTeamCards({ userId: identity.userId, teamId: params.teamId }, ports) }),
      inviteTeamMember: async ({ identity, params, body, locale }) => ({
        data: await inviteMember(
          { userId: identity.userId, inviterName: identity.user.name, teamId: params.teamId, email: body.email, isOwner: body.is_owner, locale: identity.user.language ?? locale },
          ports,
        ),
      }),
      getTeamInvite: async ({ identity, params }) => ({ data: await getInvitation({ email: identity.user.email, teamId: params.teamId, inviteId: params.inviteId }, ports) }),
      acceptTeamInvite: async ({ identity, params, logger }) => ({
        data: await acceptInvite(
          { userId: identity.userId, email: identity.user.email, name: identity.user.name, teamId: params.teamId, inviteId: params.inviteId },
          { ...ports, deliver: deliveryFor(logger) },
        ),
      }),
      withdrawTeamInvite: async ({ identity, params }) => {
        await withdrawInvite({ userId: identity.userId, teamId: params.teamId, inviteId: params.inviteId }, ports);
        return null;
      },
    },
    httpPipelineOptions(config, local),
    [registryErrors, teamErrors],
  );
}
