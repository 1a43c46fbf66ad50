import type { DomainRecord } from './model.ts';
import type { DomainRepository } from './ports.ts';
import { DomainError } from '../errors.ts';

/**
 * The caller's domain, or `not_found` — for a domain that does not exist and for someone
 * else's alike, so an answer never tells a stranger that a domain is ours. Every use case on a
 * domain starts here (team membership and shares join this rule with their issues).
 */
export async function ownDomain(domainId: string, userId: string, domains: Pick<DomainRepository, 'get'>, options: { includeDeleted?: boolean } = {}): Promise<DomainRecord> {
  const domain = await domains.get(domainId);
  if (!domain || domain.ownerType !== 'user' || domain.ownerId !== userId) throw new DomainError('not_found');
  // A deleted domain, or one transferred away to another registrar, can be looked at (its history), not changed.
  if ((domain.deletedAt || domain.transferredAwayAt) && !options.includeDeleted) throw new DomainError('not_found');
  return domain;
}
