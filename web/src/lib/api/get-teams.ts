import useSWR from 'swr';
import { apiPath, callApi } from '../call-api';

/**
 * `GET /teams`: the caller's teams (the scope selector, the sidebar's owner items, /my-user, a
 * domain's move, claims, transfers). Here, not in the teams feature, so that the pages needing
 * the list do not load the teams' pages and forms with it (issue 26: `/` and a domain's view).
 */
export const teamsKey = apiPath('listTeams');

export function useTeams(options: { enabled?: boolean } = {}) {
  return useSWR(options.enabled === false ? null : teamsKey, () => callApi('listTeams'));
}
