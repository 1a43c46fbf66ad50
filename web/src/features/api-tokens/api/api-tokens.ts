import useSWR, { mutate } from 'swr';
import type { ApiToken, CreateApiTokenRequest } from '#shared/schemas/api-tokens.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** The list's key: the caller's own tokens, or with `teamId` the team's. */
const listKey = (teamId: string | undefined) => (teamId ? apiPath('listTeamApiTokens', { params: { teamId } }) : apiPath('listApiTokens'));

/** `GET /api-tokens` (or `/teams/{id}/api-tokens`, its owners'): newest first, never a secret. */
export function useApiTokens(teamId?: string) {
  return useSWR(listKey(teamId), () => (teamId ? callApi('listTeamApiTokens', { params: { teamId } }) : callApi('listApiTokens')));
}

/** Makes a token (a fresh sign-in first: the client's step-up modal asks when needed); the answer holds the secret, once. */
export async function createApiToken(teamId: string | undefined, body: CreateApiTokenRequest): Promise<ApiToken & { secret: string }> {
  const created = teamId ? await callApi('createTeamApiToken', { params: { teamId }, body }) : await callApi('createApiToken', { body });
  await mutate(listKey(teamId));
  return created;
}

/** Revokes a token at once; the list is read again either way. */
export async function revokeApiToken(token: Pick<ApiToken, 'id' | 'team_id'>): Promise<void> {
  const teamId = token.team_id ?? undefined;
  try {
    if (teamId) await callApi('revokeTeamApiToken', { params: { teamId, tokenId: token.id } });
    else await callApi('revokeApiToken', { params: { tokenId: token.id } });
  } finally {
    await mutate(listKey(teamId));
  }
}
