import { mutate } from 'swr';
import type { DomainSummary } from '#shared/schemas/domains.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/**
 * `POST /domains/{id}/move {team_id}`: to a team the caller owns, or (null) to their own
 * domains. The domain, both archives and the team's lists are read again.
 */
export async function moveDomain(domainId: string, teamId: string | null): Promise<DomainSummary> {
  const moved = await callApi('moveDomain', { params: { domainId }, body: { team_id: teamId } });
  const domainsPrefix = apiPath('listDomains');
  await mutate((key) => typeof key === 'string' && (key.startsWith(domainsPrefix) || key.startsWith('/teams/')));
  return moved;
}
