import { randomUUID } from 'node:crypto';
import type { DomainSummary } from '#shared/schemas/domains.ts';
import type { PaymentCard } from '#shared/schemas/payment-cards.ts';
import type { Team } from '#shared/schemas/teams.ts';
import { DomainError } from '../errors.ts';
import type { TeamDetails, TeamMemberRecord, TeamRecord, TeamRole } from './model.ts';
import type { TeamPorts } from './ports.ts';
import { assertMayChangeOwnerFlag, assertMayDeleteTeam, assertOwner, membersAfterRemoving, roleIn } from './team-rules.ts';
import { toTeamView } from './views.ts';

/**
 * The caller's teams (spec §3, §5, §6): create, read, change the details, the members' owner
 * flags and who is in it, delete; the team's domains and cards. A team the caller is not in is
 * `not_found`; what only owners may do is `only_owners` for members.
 */

interface Membership {
  team: TeamRecord;
  members: TeamMemberRecord[];
  role: TeamRole;
}

/** The team with its members and the caller's role in it, or `not_found`. */
async function membershipOf(teamId: string, userId: string, ports: Pick<TeamPorts, 'teams'>): Promise<Membership> {
  const [team, members] = await Promise.all([ports.teams.get(teamId), ports.teams.members(teamId)]);
  if (!team) throw new DomainError('not_found');
  return { team, members, role: roleIn(members, userId) };
}

async function viewOf(team: TeamRecord, members: readonly TeamMemberRecord[], userId: string, ports: Pick<TeamPorts, 'users'>): Promise<Team> {
  const names = await ports.users.namesOf(members.map((member) => member.userId));
  return toTeamView(team, members, names, userId);
}

export async function listTeams(userId: string, ports: Pick<TeamPorts, 'teams' | 'users'>): Promise<Team[]> {
  const teamIds = await ports.teams.teamIdsOf(userId);
  const found = await Promise.all(
    teamIds.map(async (teamId) => {
      const [team, members] = await Promise.all([ports.teams.get(teamId), ports.teams.members(teamId)]);
      return team && members.some((member) => member.userId === userId) ? { team, members } : null;
    }),
  );
  const teams = found.filter((entry) => entry !== null);
  const names = await ports.users.namesOf([...new Set(teams.flatMap((entry) => entry.members.map((member) => member.userId)))]);
  return teams.map((entry) => toTeamView(entry.team, entry.members, names, userId)).sort((a, b) => a.name.localeCompare(b.name, 'fo') || a.created_at.localeCompare(b.created_at));
}

/** A new team with the caller as its first owner. */
export async function createTeam(input: { userId: string; details: TeamDetails }, ports: Pick<TeamPorts, 'teams' | 'users' | 'clock'>): Promise<Team> {
  const at = ports.clock.now().toISOString();
  const team: TeamRecord = { teamId: randomUUID(), ...input.details, createdBy: input.userId, createdAt: at, updatedAt: at, version: 1 };
  const owner: TeamMemberRecord = { teamId: team.teamId, userId: input.userId, isOwner: true, joinedAt: at };
  await ports.teams.create(team, owner);
  return viewOf(team, [owner], input.userId, ports);
}

export async function getTeam(input: { userId: string; teamId: string }, ports: Pick<TeamPorts, 'teams' | 'users'>): Promise<Team> {
  const { team, members } = await membershipOf(input.teamId, input.userId, ports);
  return viewOf(team, members, input.userId, ports);
}

/** Owners change the details (spec §5: only name, vat_number, street, zip, city, attention, country). */
export async function updateTeam(input: { userId: string; teamId: string; changes: Partial<TeamDetails> }, ports: Pick<TeamPorts, 'teams' | 'users' | 'clock'>): Promise<Team> {
  const { team, members, role } = await membershipOf(input.teamId, input.userId, ports);
  assertOwner(role);
  const changes = Object.fromEntries(Object.entries(input.changes).filter(([, value]) => value !== undefined)) as Partial<TeamDetails>;
  const next: TeamRecord = { ...team, ...changes, updatedAt: ports.clock.now().toISOString(), version: team.version + 1 };
  await ports.teams.update(team, next);
  return viewOf(next, members, input.userId, ports);
}

/** Owners delete a team that has no domains (spec §5). */
export async function deleteTeam(input: { userId: string; teamId: string }, ports: Pick<TeamPorts, 'teams' | 'holdings'>): Promise<void> {
  const { team, members, role } = await membershipOf(input.teamId, input.userId, ports);
  assertOwner(role);
  assertMayDeleteTeam(await ports.holdings.countLiveDomains(team.teamId));
  await ports.teams.delete(team, members);
}

/** Owners make a member owner or not; the only owner stays owner (spec §5). */
export async function setMemberOwner(
  input: { userId: string; teamId: string; memberId: string; isOwner: boolean },
  ports: Pick<TeamPorts, 'teams' | 'users' | 'clock'>,
): Promise<Team> {
  const { team, members, role } = await membershipOf(input.teamId, input.userId, ports);
  assertOwner(role);
  const member = assertMayChangeOwnerFlag(members, input.memberId, input.isOwner);
  if (member.isOwner === input.isOwner) return viewOf(team, members, input.userId, ports);
  await ports.teams.setOwner(team, member, input.isOwner, ports.clock.now());
  const next = members.map((candidate) => (candidate.userId === member.userId ? { ...candidate, isOwner: input.isOwner } : candidate));
  return viewOf(team, next, input.userId, ports);
}

/**
 * Owners remove members (one, or several at once); the team keeps a user and an owner (spec
 * §5). The team view answers with what is left; a caller who removed themselves gets `not_found`
 * from then on, so the view is answered as they saw it last (without them).
 */
export async function removeMembers(input: { userId: string; teamId: string; memberIds: readonly string[] }, ports: Pick<TeamPorts, 'teams' | 'users' | 'clock'>): Promise<Team> {
  const { team, members, role } = await membershipOf(input.teamId, input.userId, ports);
  assertOwner(role);
  const removing = [...new Set(input.memberIds)];
  const left = membersAfterRemoving(members, removing);
  await ports.teams.removeMembers(team, removing, ports.clock.now());
  return viewOf(team, left, input.userId, ports);
}

/** The team's domains: every member manages them (spec §6). */
export async function listTeamDomains(input: { userId: string; teamId: string }, ports: Pick<TeamPorts, 'teams' | 'holdings'>): Promise<DomainSummary[]> {
  const { team } = await membershipOf(input.teamId, input.userId, ports);
  return ports.holdings.domainsOf(team);
}

/** The team's cards: members see them, owners change them (spec §6). */
export async function listTeamCards(input: { userId: string; teamId: string }, ports: Pick<TeamPorts, 'teams' | 'holdings'>): Promise<PaymentCard[]> {
  const { team } = await membershipOf(input.teamId, input.userId, ports);
  return ports.holdings.cardsOf(team.teamId);
}
