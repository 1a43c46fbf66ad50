import type { DomainRecord } from './model.ts';
import type { DomainRepository, DomainShares } from './ports.ts';
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

/** How the caller stands to a domain they may manage technically. */
export type DomainRole = 'owner' | 'technical_manager';

/**
 * A domain the caller may manage technically (DNS, forwarding, name servers, DNSSEC): their own,
 * or one shared with them (its technical manager, spec §6). `not_found` for anyone else, as
 * {@link ownDomain}. Contacts, locks, renewal, transfer and deletion stay with `ownDomain`.
 */
export async function managedDomain(
  domainId: string,
  userId: string,
  ports: { domains: Pick<DomainRepository, 'get'>; shares: DomainShares },
  options: { includeDeleted?: boolean } = {},
): Promise<DomainRecord & { role: DomainRole }> {
  const domain = await ports.domains.get(domainId);
  if (!domain) throw new DomainError('not_found');
  let role: DomainRole;
  if (domain.ownerType === 'user' && domain.ownerId === userId) role = 'owner';
  else if (await ports.shares.isSharedWith(domainId, userId)) role = 'technical_manager';
  else throw new DomainError('not_found');
  if ((domain.deletedAt || domain.transferredAwayAt) && !options.includeDeleted) throw new DomainError('not_found');
  return { ...domain, role };
}
