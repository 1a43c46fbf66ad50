import { DomainError } from '../errors.ts';
import type { TeamInviteRecord, TeamMemberRecord, TeamRole } from './model.ts';

/**
 * The team rules of spec §5 and §6, as plain functions. A stranger meets `not_found` (a team's
 * id tells them nothing); a member meets `only_owners` where only owners may act.
 */

/** The caller's role, or `not_found` for someone who is not a member. */
export function roleIn(members: readonly TeamMemberRecord[], userId: string): TeamRole {
  const member = members.find((candidate) => candidate.userId === userId);
  if (!member) throw new DomainError('not_found');
  return member.isOwner ? 'owner' : 'member';
}

/** Spec §6: owners manage users, contacts, payment methods and invitations; members see them. */
export function assertOwner(role: TeamRole): void {
  if (role !== 'owner') throw new DomainError('only_owners');
}

/** Spec §5: a team can be deleted only when it has no domains. */
export function assertMayDeleteTeam(domainCount: number): void {
  if (domainCount > 0) throw new DomainError('team_has_domains');
}

/**
 * The members left after removing some (spec §5): each removed one must be a member; the team
 * keeps at least one user, and at least one owner ("the only team owner cannot be removed").
 */
export function membersAfterRemoving(members: readonly TeamMemberRecord[], userIds: readonly string[]): TeamMemberRecord[] {
  for (const userId of userIds) if (!members.some((member) => member.userId === userId)) throw new DomainError('not_found');
  const left = members.filter((member) => !userIds.includes(member.userId));
  if (left.length === 0) throw new DomainError('team_last_user');
  if (!left.some((member) => member.isOwner)) throw new DomainError('team_only_owner');
  return left;
}

/** Spec §5: the only owner cannot stop being owner; the member must be in the team. */
export function assertMayChangeOwnerFlag(members: readonly TeamMemberRecord[], userId: string, isOwner: boolean): TeamMemberRecord {
  const member = members.find((candidate) => candidate.userId === userId);
  if (!member) throw new DomainError('not_found');
  if (member.isOwner && !isOwner && !members.some((other) => other.isOwner && other.userId !== userId)) throw new DomainError('team_only_owner');
  return member;
}

/** An invitation is open until it expires (30 days after it was sent). */
export function inviteIsOpen(invite: Pick<TeamInviteRecord, 'expiresAt'>, now: Date): boolean {
  return Date.parse(invite.expiresAt) > now.getTime();
}
