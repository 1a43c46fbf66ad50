import useSWR from 'swr';
import type { DomainSummary } from '#shared/schemas/domains.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /domains`: the signed-in user's own domains (the archive). */
export const domainsKey = apiPath('listDomains');

export function getDomains(): Promise<DomainSummary[]> {
  return callApi('listDomains');
}

/** The archive: the user's own domains, or with `teamId` the team's (`GET /teams/{id}/domains`, every member's). */
export function useDomains(teamId?: string) {
  const key = teamId ? apiPath('listTeamDomains', { params: { teamId } }) : domainsKey;
  return useSWR(key, () => (teamId ? callApi('listTeamDomains', { params: { teamId } }) : getDomains()));
}
