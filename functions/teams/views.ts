import type { Team, TeamInvite } from '#shared/schemas/teams.ts';
import type { TeamInviteRecord, TeamMemberRecord, TeamRecord } from './model.ts';

/** A team as the API answers it (spec §3 Team): owners first, then by name. */
export function toInviteView(invite: TeamInviteRecord): TeamInvite {
  return { id: invite.inviteId, email: invite.email, is_owner: invite.isOwner, created_at: invite.createdAt, expires_at: invite.expiresAt };
}

export function toTeamView(
  team: TeamRecord,
  members: readonly TeamMemberRecord[],
  names: ReadonlyMap<string, { name: string; email: string }>,
  userId: string,
  invites: readonly TeamInviteRecord[] = [],
): Team {
  const listed = members
    .map((member) => ({
      id: member.userId,
      name: names.get(member.userId)?.name ?? '',
      email: names.get(member.userId)?.email ?? '',
      is_owner: member.isOwner,
      joined_at: member.joinedAt,
    }))
    .sort((a, b) => Number(b.is_owner) - Number(a.is_owner) || a.name.localeCompare(b.name, 'fo') || a.id.localeCompare(b.id));
  return {
    id: team.teamId,
    name: team.name,
    vat_number: team.vatNumber,
    street: team.street,
    zip: team.zip,
    city: team.city,
    attention: team.attention,
    country: team.country,
    is_owned_by_current_user: members.some((member) => member.userId === userId && member.isOwner),
    members: listed,
    invitations: [...invites].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(toInviteView),
    created_at: team.createdAt,
  };
}
