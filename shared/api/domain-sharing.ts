import { domainListQuery, sharedDomainsResponse } from '../schemas/domains.ts';
import { acceptDomainInviteResponse, domainInvitationResponse, domainInviteRequest, domainInviteResponse, domainPeopleResponse } from '../schemas/domain-sharing.ts';
import { defineRoutes } from './contract.ts';

/**
 * Context `domain-sharing`: a domain shared with its technical managers (spec §2 `domains-shared`,
 * `domain-invite-accept`, §5, §6). The owner invites by e-mail, withdraws invitations and removes
 * people; the invitee accepts; a technical manager sees the domain under /domains/shared. Someone
 * else's domain is 404; a technical manager asking for what only the owner does gets 403
 * "Only owners can use this function". Spec §7 shows no paths for these: ours.
 */
export const domainSharingApi = defineRoutes([
  {
    id: 'listSharedDomains',
    method: 'GET',
    path: '/domains/shared',
    context: 'domain-sharing',
    auth: 'verified',
    request: { query: domainListQuery },
    response: { status: 200, schema: sharedDomainsResponse },
  },
  {
    id: 'listDomainPeople',
    method: 'GET',
    path: '/domains/{domainId}/people',
    context: 'domain-sharing',
    auth: 'verified',
    response: { status: 200, schema: domainPeopleResponse },
  },
  {
    id: 'inviteToDomain',
    method: 'POST',
    path: '/domains/{domainId}/invites',
    context: 'domain-sharing',
    auth: 'verified',
    request: { body: domainInviteRequest },
    response: { status: 201, schema: domainInviteResponse },
  },
  {
    id: 'withdrawDomainInvite',
    method: 'DELETE',
    path: '/domains/{domainId}/invites/{inviteId}',
    context: 'domain-sharing',
    auth: 'verified',
    response: { status: 204, schema: null },
  },
  {
    id: 'getDomainInvite',
    method: 'GET',
    path: '/domains/{domainId}/invites/{inviteId}',
    context: 'domain-sharing',
    auth: 'verified',
    response: { status: 200, schema: domainInvitationResponse },
  },
  {
    id: 'acceptDomainInvite',
    method: 'POST',
    path: '/domains/{domainId}/invites/{inviteId}/accept',
    context: 'domain-sharing',
    auth: 'verified',
    response: { status: 200, schema: acceptDomainInviteResponse },
  },
  {
    id: 'removeDomainUser',
    method: 'DELETE',
    path: '/domains/{domainId}/users/{userId}',
    context: 'domain-sharing',
    auth: 'verified',
    response: { status: 204, schema: null },
  },
]);
