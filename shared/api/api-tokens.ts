import { apiTokensResponse, createApiTokenRequest, createApiTokenResponse } from '../schemas/api-tokens.ts';
import { defineRoutes } from './contract.ts';

/**
 * Context `api-tokens` (issue 30, docs/decisions/api-tokens.md): a person's own API tokens, and a
 * team's, which its owners make and revoke (a member: 403 only_owners; not a member: 404).
 * Making one needs a fresh sign-in. No token reaches these routes (they have no `token` flag).
 */
export const apiTokensApi = defineRoutes([
  { id: 'listApiTokens', method: 'GET', path: '/api-tokens', context: 'api-tokens', auth: 'verified', response: { status: 200, schema: apiTokensResponse } },
  {
    id: 'createApiToken',
    method: 'POST',
    path: '/api-tokens',
    context: 'api-tokens',
    auth: 'verified',
    request: { body: createApiTokenRequest },
    stepUp: true,
    response: { status: 201, schema: createApiTokenResponse },
  },
  { id: 'revokeApiToken', method: 'DELETE', path: '/api-tokens/{tokenId}', context: 'api-tokens', auth: 'verified', response: { status: 204, schema: null } },
  {
    id: 'listTeamApiTokens',
    method: 'GET',
    path: '/teams/{teamId}/api-tokens',
    context: 'api-tokens',
    auth: 'verified',
    response: { status: 200, schema: apiTokensResponse },
  },
  {
    id: 'createTeamApiToken',
    method: 'POST',
    path: '/teams/{teamId}/api-tokens',
    context: 'api-tokens',
    auth: 'verified',
    request: { body: createApiTokenRequest },
    stepUp: true,
    response: { status: 201, schema: createApiTokenResponse },
  },
  {
    id: 'revokeTeamApiToken',
    method: 'DELETE',
    path: '/teams/{teamId}/api-tokens/{tokenId}',
    context: 'api-tokens',
    auth: 'verified',
    response: { status: 204, schema: null },
  },
]);
