import { apiTokensApi } from '#shared/api/api-tokens.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { createApiToken, listApiTokens, revokeApiToken, type TokenOwner } from './api-tokens.ts';
import { composeApiTokens } from './wiring.ts';

/** The api-tokens context's handler: a person's and a team's API tokens. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const ports = composeApiTokens(config, local);
  const own = (identity: { userId: string; user: { name: string } }): TokenOwner => ({ kind: 'user', userId: identity.userId, userName: identity.user.name });
  const team = (identity: { userId: string; user: { name: string } }, teamId: string): TokenOwner => ({
    kind: 'team',
    teamId,
    userId: identity.userId,
    userName: identity.user.name,
  });
  return httpContextHandler(
    apiTokensApi,
    {
      listApiTokens: async ({ identity }) => ({ data: await listApiTokens(own(identity), ports) }),
      createApiToken: async ({ identity, body }) => ({ data: await createApiToken(own(identity), body, ports) }),
      revokeApiToken: async ({ identity, params }) => {
        await revokeApiToken(own(identity), params.tokenId, ports);
        return null;
      },
      listTeamApiTokens: async ({ identity, params }) => ({ data: await listApiTokens(team(identity, params.teamId), ports) }),
      createTeamApiToken: async ({ identity, params, body }) => ({ data: await createApiToken(team(identity, params.teamId), body, ports) }),
      revokeTeamApiToken: async ({ identity, params }) => {
        await revokeApiToken(team(identity, params.teamId), params.tokenId, ports);
        return null;
      },
    },
    httpPipelineOptions(config, local),
    [],
  );
}
