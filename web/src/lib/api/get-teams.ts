import useSWR from 'swr';
import type { Team } from '#shared/schemas/teams.ts';
import { apiPath, callApi } from '../call-api';

/**
 * `GET /teams`: the caller's teams (the scope selector, the sidebar's owner items, /my-user, a
 * domain's move, claims, transfers). Here, not in the teams feature, so that the pages needing
 * the list do not load the teams' pages and forms with it (issue 26: `/` and a domain's view).
 */
export const teamsKey = apiPath('listTeams');

export function listTeams(): Promise<Team[]> {
  return callApi('listTeams');
}

export function useTeams(options: { enabled?: boolean } = {}) {
  return useSWR(options.enabled === false ? null : teamsKey, listTeams);
}

/**
 * One of the caller's teams by id, from the same list (its name for the team's pages, whether the
 * caller owns it); `undefined` while the list loads or for no team id, `null` for a team the
 * caller is not in (or when the list could not be read).
 */
export function useTeamOfList(teamId: string | undefined): Team | null | undefined {
  const { data, error } = useTeams({ enabled: teamId !== undefined });
  if (!teamId) return undefined;
  if (!data) return error ? null : undefined;
  return data.find((team) => team.id === teamId) ?? null;
}
