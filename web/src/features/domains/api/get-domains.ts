import useSWR from 'swr';
import type { DomainListSort, DomainListState, DomainSummary } from '#shared/schemas/domains.ts';
import { apiPath, callApi, callApiPage } from '#web/lib/call-api.ts';

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

/** Which domain list: the user's own, a team's, or those shared with the user. */
export type DomainListScope = { kind: 'own' } | { kind: 'team'; teamId: string } | { kind: 'shared' };

/** A list's search, filter, sort and page, as the page's address keeps them (`?q&state&sort&cursor`). */
export interface DomainListFilter {
  q?: string;
  state?: DomainListState;
  sort?: DomainListSort;
  cursor?: string;
}

/** Domains a page: a bulk renewal of a whole page stays one order (at most `maxSearchNames`). */
export const domainsPerPage = 20;

function listQuery(filter: DomainListFilter, perPage?: number) {
  return {
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.state ? { state: filter.state } : {}),
    ...(filter.sort ? { sort: filter.sort } : {}),
    ...(perPage ? { per_page: String(perPage) } : {}),
    ...(filter.cursor && perPage ? { cursor: filter.cursor } : {}),
  };
}

/** One page of a list, or (`perPage` undefined) every match: the export. */
export function getDomainPage(scope: DomainListScope, filter: DomainListFilter, perPage?: number) {
  const query = listQuery(filter, perPage);
  if (scope.kind === 'team') return callApiPage('listTeamDomains', { params: { teamId: scope.teamId }, query });
  if (scope.kind === 'shared') return callApiPage('listSharedDomains', { query });
  return callApiPage('listDomains', { query });
}

/** The page of a list the address names; the key is the request's path, so the lists' mutations by prefix reach it. */
export function useDomainPage(scope: DomainListScope, filter: DomainListFilter) {
  const query = listQuery(filter, domainsPerPage);
  const key =
    scope.kind === 'team'
      ? apiPath('listTeamDomains', { params: { teamId: scope.teamId }, query })
      : scope.kind === 'shared'
        ? apiPath('listSharedDomains', { query })
        : apiPath('listDomains', { query });
  return useSWR(key, () => getDomainPage(scope, filter, domainsPerPage), { keepPreviousData: true });
}
