import { randomUUID } from 'node:crypto';
import type { DomainSummary } from '#shared/schemas/domains.ts';
import type { PaymentCard } from '#shared/schemas/payment-cards.ts';
import { type Team, type TeamInvitation, type TeamInvite, teamInviteDays } from '#shared/schemas/teams.ts';
import type { Locale } from '#shared/locales.ts';
import { DomainError } from '../errors.ts';
import type { TeamDetails, TeamInviteRecord, TeamMemberRecord, TeamRecord, TeamRole } from './model.ts';
import type { TeamPorts } from './ports.ts';
import { newEvent } from './events.ts';
import { assertMayChangeOwnerFlag, assertMayDeleteTeam, assertOwner, inviteIsOpen, membersAfterRemoving, roleIn } from './team-rules.ts';
import { toInviteView, toTeamView } from './views.ts';

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

/** The team as the caller sees it: owners also see its open invitations. */
async function viewOf(team: TeamRecord, members: readonly TeamMemberRecord[], userId: string, ports: Pick<TeamPorts, 'users' | 'teams' | 'clock'>): Promise<Team> {
  const owner = members.some((member) => member.userId === userId && member.isOwner);
  const [names, invites] = await Promise.all([ports.users.namesOf(members.map((member) => member.userId)), owner ? ports.teams.invites(team.teamId) : []]);
  const now = ports.clock.now();
  return toTeamView(
    team,
    members,
    names,
    userId,
    invites.filter((invite) => inviteIsOpen(invite, now)),
  );
}

export async function listTeams(userId: string, ports: Pick<TeamPorts, 'teams' | 'users' | 'clock'>): Promise<Team[]> {
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

export async function getTeam(input: { userId: string; teamId: string }, ports: Pick<TeamPorts, 'teams' | 'users' | 'clock'>): Promise<Team> {
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
  await ports.teams.delete(team, members, await ports.teams.invites(team.teamId));
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
export async function removeMembers(
  input: { userId: string; teamId: string; memberIds: readonly string[] },
  ports: Pick<TeamPorts, 'teams' | 'users' | 'clock' | 'deliver'>,
): Promise<Team> {
  const { team, members, role } = await membershipOf(input.teamId, input.userId, ports);
  assertOwner(role);
  const removing = [...new Set(input.memberIds)];
  const left = membersAfterRemoving(members, removing);
  await ports.teams.removeMembers(team, removing, ports.clock.now());
  // Everyone who answered for the team's domains hears who left it (issue 29), each removed member too.
  const ownerIds = members.filter((member) => member.isOwner).map((member) => member.userId);
  const names = await ports.users.namesOf(removing);
  await ports.deliver(
    removing.map((memberId) =>
      newEvent(
        'team.member-removed',
        { teamId: team.teamId, teamName: team.name, memberId, memberName: (names.get(memberId)?.name.trim() || names.get(memberId)?.email) ?? '', actorId: input.userId, ownerIds },
        ports.clock,
      ),
    ),
  );
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

/**
 * Owners invite an address (spec §5: a valid e-mail and whether they join as owner). The
 * invitation is e-mailed in the invitee's language (their own when they have a user, otherwise
 * the inviter's) with the link that accepts it; it expires after 30 days. A second invitation to
 * the same address replaces the first.
 */
export async function inviteMember(
  input: { userId: string; inviterName: string; teamId: string; email: string; isOwner: boolean; locale: Locale },
  ports: Pick<TeamPorts, 'teams' | 'users' | 'inviteMail' | 'clock' | 'origin'>,
): Promise<TeamInvite> {
  const { team, members, role } = await membershipOf(input.teamId, input.userId, ports);
  assertOwner(role);
  const email = input.email.toLowerCase();
  const invitee = await ports.users.byEmail(email);
  if (invitee && members.some((member) => member.userId === invitee.userId)) throw new DomainError('team_already_member');
  const now = ports.clock.now();
  const invite: TeamInviteRecord = {
    teamId: team.teamId,
    inviteId: randomUUID(),
    email,
    isOwner: input.isOwner,
    invitedBy: input.userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + teamInviteDays * 24 * 3600 * 1000).toISOString(),
  };
  const earlier = (await ports.teams.invites(team.teamId)).find((open) => open.email === email) ?? null;
  await ports.teams.saveInvite(invite, earlier);
  await ports.inviteMail.send({
    invite,
    teamName: team.name,
    inviterName: input.inviterName,
    locale: invitee?.language ?? input.locale,
    acceptUrl: `${ports.origin}/teams/${encodeURIComponent(team.teamId)}/invites/${encodeURIComponent(invite.inviteId)}/accept`,
  });
  return toInviteView(invite);
}

/** Owners withdraw an open invitation (spec §4 Invitation: withdrawn). */
export async function withdrawInvite(input: { userId: string; teamId: string; inviteId: string }, ports: Pick<TeamPorts, 'teams'>): Promise<void> {
  const { role } = await membershipOf(input.teamId, input.userId, ports);
  assertOwner(role);
  const invite = await ports.teams.getInvite(input.teamId, input.inviteId);
  if (!invite) throw new DomainError('not_found');
  await ports.teams.deleteInvite(invite);
}

/**
 * What the invitee sees before accepting: the team's name and who invited them. Only the invited
 * address's user, while the invitation is open; anyone else (and a withdrawn or expired
 * invitation) gets `team_invite_invalid`, which names nobody.
 */
export async function getInvitation(input: { email: string; teamId: string; inviteId: string }, ports: Pick<TeamPorts, 'teams' | 'users' | 'clock'>): Promise<TeamInvitation> {
  const [team, invite] = await Promise.all([ports.teams.get(input.teamId), ports.teams.getInvite(input.teamId, input.inviteId)]);
  if (!team || !invite || !inviteIsOpen(invite, ports.clock.now()) || invite.email !== input.email.toLowerCase()) throw new DomainError('team_invite_invalid');
  const inviter = (await ports.users.namesOf([invite.invitedBy])).get(invite.invitedBy);
  return { team_id: team.teamId, team_name: team.name, invited_by: inviter?.name ?? '', is_owner: invite.isOwner, expires_at: invite.expiresAt };
}

/**
 * The invitee accepts (spec §4 Invitation: accepted): signed in with the invited address, before
 * the invitation expires. Anything else is "Failed to accept the invitation" (`team_invite_invalid`),
 * which tells nothing of the team. The owners are told (one `team.invite-accepted` each).
 */
export async function acceptInvite(
  input: { userId: string; email: string; name: string; teamId: string; inviteId: string },
  ports: Pick<TeamPorts, 'teams' | 'users' | 'clock' | 'deliver'>,
): Promise<Team> {
  const [team, invite, members] = await Promise.all([ports.teams.get(input.teamId), ports.teams.getInvite(input.teamId, input.inviteId), ports.teams.members(input.teamId)]);
  const now = ports.clock.now();
  if (!team || !invite || !inviteIsOpen(invite, now) || invite.email !== input.email.toLowerCase()) throw new DomainError('team_invite_invalid');
  if (members.some((member) => member.userId === input.userId)) {
    // Already in (accepted twice, or joined meanwhile): the invitation is used up.
    await ports.teams.deleteInvite(invite).catch(() => undefined);
    return viewOf(team, members, input.userId, { ...ports });
  }
  const member: TeamMemberRecord = { teamId: team.teamId, userId: input.userId, isOwner: invite.isOwner, joinedAt: now.toISOString() };
  await ports.teams.accept(invite, member);
  const events = members
    .filter((existing) => existing.isOwner)
    .map((owner) =>
      newEvent(
        'team.invite-accepted',
        { teamId: team.teamId, teamName: team.name, inviteId: invite.inviteId, memberId: input.userId, memberName: input.name, ownerId: owner.userId },
        ports.clock,
      ),
    );
  await ports.deliver(events);
  return viewOf(team, [...members, member], input.userId, ports);
}
