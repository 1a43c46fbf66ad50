import { activityListOf, activityPerPage } from '../activity/read-activity.ts';
import type { ActivityRepository } from '../activity/ports.ts';
import type { DomainRepository } from './ports.ts';
import { ownDomain } from './own-domain.ts';

/**
 * A domain's history, newest first (the History tab): every entry about the domain, whoever
 * acted. Read by whoever may see the domain (its owner, also after it was deleted or left us);
 * anyone else's or no domain is 404, as every domain use case.
 */
export async function listDomainActivity(
  input: { domainId: string; userId: string; page?: number; perPage?: number },
  ports: { domains: Pick<DomainRepository, 'get' | 'teamRoleOf'>; activity: Pick<ActivityRepository, 'pageBySubject'> },
) {
  const domain = await ownDomain(input.domainId, input.userId, ports.domains, { includeDeleted: true });
  const page = input.page ?? 1;
  const perPage = input.perPage ?? activityPerPage;
  return activityListOf(await ports.activity.pageBySubject(`domain:${domain.domainId}`, page, perPage), `/domains/${domain.domainId}/activity`, page, perPage);
}
