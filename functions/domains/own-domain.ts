import type { DomainRecord } from './model.ts';
import type { DomainRepository } from './ports.ts';
import { DomainError } from '../errors.ts';

/** What reaching a domain asks: the domain, and for a team's domain the caller's place in the team. */
export type DomainAccess = Pick<DomainRepository, 'get' | 'teamRoleOf'>;

/**
 * The caller's domain, or `not_found` — for a domain that does not exist and for someone
 * else's alike, so an answer never tells a stranger that a domain is ours. Every use case on a
 * domain starts here. A team's domain is reached by every member of the team (spec §6: members
 * manage all the team's domains); shares join this rule with their issue.
 */
export async function ownDomain(domainId: string, userId: string, domains: DomainAccess, options: { includeDeleted?: boolean } = {}): Promise<DomainRecord> {
  const domain = await domains.get(domainId);
  if (!domain || !(await mayReach(domain, userId, domains))) throw new DomainError('not_found');
  // A deleted domain, or one transferred away to another registrar, can be looked at (its history), not changed.
  if ((domain.deletedAt || domain.transferredAwayAt) && !options.includeDeleted) throw new DomainError('not_found');
  return domain;
}

async function mayReach(domain: DomainRecord, userId: string, domains: Pick<DomainRepository, 'teamRoleOf'>): Promise<boolean> {
  if (domain.ownerType === 'user') return domain.ownerId === userId;
  return (await domains.teamRoleOf(domain.ownerId, userId)) !== null;
}
