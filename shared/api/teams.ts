import { domainListQuery } from '../schemas/domains.ts';
import { paymentCardsResponse } from '../schemas/payment-cards.ts';
import {
  createTeamRequest,
  inviteTeamMemberRequest,
  removeTeamMembersRequest,
  teamInvitationResponse,
  teamInviteResponse,
  teamDomainsResponse,
  teamResponse,
  teamsResponse,
  updateTeamMemberRequest,
  updateTeamRequest,
} from '../schemas/teams.ts';
import { defineRoutes } from './contract.ts';

/**
 * Context `teams` (spec §3 Team, §5, §6, §7 "Payment cards and teams"): the caller's teams, a
 * team's details, members, domains and cards. Verified users only (unverified users reach only
 * their domains, spec §6). A team the caller is not a member of is 404 with no data; what only
 * owners may do is 403 `only_owners` for members.
 */
export const teamsApi = defineRoutes([
  { id: 'listTeams', method: 'GET', path: '/teams', context: 'teams', auth: 'verified', response: { status: 200, schema: teamsResponse } },
  {
    id: 'createTeam',
    method: 'POST',
    path: '/teams',
    context: 'teams',
    auth: 'verified',
    request: { body: createTeamRequest },
    response: { status: 201, schema: teamResponse },
  },
  { id: 'getTeam', method: 'GET', path: '/teams/{teamId}', context: 'teams', auth: 'verified', response: { status: 200, schema: teamResponse } },
  {
    id: 'updateTeam',
    method: 'PATCH',
    path: '/teams/{teamId}',
    context: 'teams',
    auth: 'verified',
    request: { body: updateTeamRequest },
    response: { status: 200, schema: teamResponse },
  },
  { id: 'deleteTeam', method: 'DELETE', path: '/teams/{teamId}', context: 'teams', auth: 'verified', response: { status: 204, schema: null } },
  {
    id: 'listTeamDomains',
    method: 'GET',
    path: '/teams/{teamId}/domains',
    context: 'teams',
    auth: 'verified',
    request: { query: domainListQuery },
    response: { status: 200, schema: teamDomainsResponse },
  },
  {
    id: 'updateTeamMember',
    method: 'PATCH',
    path: '/teams/{teamId}/users/{userId}',
    context: 'teams',
    auth: 'verified',
    request: { body: updateTeamMemberRequest },
    stepUp: true,
    response: { status: 200, schema: teamResponse },
  },
  {
    id: 'removeTeamMember',
    method: 'DELETE',
    path: '/teams/{teamId}/users/{userId}',
    context: 'teams',
    auth: 'verified',
    stepUp: true,
    response: { status: 200, schema: teamResponse },
  },
  {
    id: 'removeTeamMembers',
    method: 'PATCH',
    path: '/teams/{teamId}/remove-users',
    context: 'teams',
    auth: 'verified',
    request: { body: removeTeamMembersRequest },
    stepUp: true,
    response: { status: 200, schema: teamResponse },
  },
  {
    id: 'listTeamPaymentCards',
    method: 'GET',
    path: '/teams/{teamId}/payment-cards',
    context: 'teams',
    auth: 'verified',
    response: { status: 200, schema: paymentCardsResponse },
  },
  {
    id: 'inviteTeamMember',
    method: 'POST',
    path: '/teams/{teamId}/invites',
    context: 'teams',
    auth: 'verified',
    request: { body: inviteTeamMemberRequest },
    response: { status: 201, schema: teamInviteResponse },
  },
  // The invitation page: the team and who invited, to the invited address's user only (anyone else: 404 `team_invite_invalid`, no names).
  {
    id: 'getTeamInvite',
    method: 'GET',
    path: '/teams/{teamId}/invites/{inviteId}',
    context: 'teams',
    auth: 'verified',
    response: { status: 200, schema: teamInvitationResponse },
  },
  {
    id: 'acceptTeamInvite',
    method: 'POST',
    path: '/teams/{teamId}/invites/{inviteId}/accept',
    context: 'teams',
    auth: 'verified',
    response: { status: 200, schema: teamResponse },
  },
  { id: 'withdrawTeamInvite', method: 'DELETE', path: '/teams/{teamId}/invites/{inviteId}', context: 'teams', auth: 'verified', response: { status: 204, schema: null } },
]);
