import type { DomainRole } from '#shared/domain-roles.ts';
import type { DomainRecord } from './model.ts';
import type { DomainRepository, DomainShares } from './ports.ts';
import { DomainError } from '../errors.ts';

/** What reaching a domain asks: the domain, and for a team's domain the caller's place in the team. */
export type DomainAccess = Pick<DomainRepository, 'get' | 'teamRoleOf'>;

/**
 * The caller's domain, or `not_found` — for a domain that does not exist and for someone
 * else's alike, so an answer never tells a stranger that a domain is ours. Every use case on a
 * domain starts here. A team's domain is reached by every member of the team (spec §6: members
 * manage all the team's domains); technical managers reach a shared one through {@link managedDomain}.
 */
export async function ownDomain(domainId: string, userId: string, domains: DomainAccess, options: { includeDeleted?: boolean } = {}): Promise<DomainRecord> {
  const domain = await domains.get(domainId);
  if (!domain || !(await reachesAsOwner(domain, userId, domains))) throw new DomainError('not_found');
  // A deleted domain, or one transferred away to another registrar, can be looked at (its history), not changed.
  if ((domain.deletedAt || domain.transferredAwayAt) && !options.includeDeleted) throw new DomainError('not_found');
  return domain;
}

/**
 * A domain the caller may manage technically (DNS, forwarding, name servers, DNSSEC): their own,
 * or one shared with them (its technical manager, spec §6). `not_found` for anyone else, as
 * {@link ownDomain}. Contacts, locks, renewal, transfer and deletion stay with `ownDomain`.
 */
export async function managedDomain(
  domainId: string,
  userId: string,
  ports: { domains: DomainAccess; shares: DomainShares },
  options: { includeDeleted?: boolean } = {},
): Promise<DomainRecord & { role: DomainRole }> {
  const domain = await ports.domains.get(domainId);
  if (!domain) throw new DomainError('not_found');
  let role: DomainRole;
  // Its owner, or a member of the team that owns it, manages it as its owner does.
  if (await reachesAsOwner(domain, userId, ports.domains)) role = 'owner';
  else if (await ports.shares.isSharedWith(domainId, userId)) role = 'technical_manager';
  else throw new DomainError('not_found');
  if ((domain.deletedAt || domain.transferredAwayAt) && !options.includeDeleted) throw new DomainError('not_found');
  return { ...domain, role };
}

/** Whether the caller reaches the domain as its owner: it is theirs, or their team's (then also on the shared list: its role there). */
export async function reachesAsOwner(domain: Pick<DomainRecord, 'ownerId' | 'ownerType'>, userId: string, domains: Pick<DomainRepository, 'teamRoleOf'>): Promise<boolean> {
  // Its owner: a person, or a team itself (a team's API token stands for the team: docs/decisions/api-tokens.md).
  if (domain.ownerId === userId) return true;
  if (domain.ownerType === 'user') return false;
  return (await domains.teamRoleOf(domain.ownerId, userId)) !== null;
}
