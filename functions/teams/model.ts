/**
 * A team as the portal keeps it (docs/data-model.md, "Teams"): its details, and its members,
 * each an owner or not. A team owns domains, orders, transfers and cards as a user does
 * (`ownerType: 'team'`, `ownerId` = the team's id).
 */
export interface TeamRecord {
  teamId: string;
  name: string;
  vatNumber: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  attention: string | null;
  country: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

export type TeamDetails = Pick<TeamRecord, 'name' | 'vatNumber' | 'street' | 'zip' | 'city' | 'attention' | 'country'>;

export interface TeamMemberRecord {
  teamId: string;
  userId: string;
  isOwner: boolean;
  joinedAt: string;
}

/** An open invitation (spec §4 Invitation: sent, then accepted or withdrawn; it expires after 30 days). */
export interface TeamInviteRecord {
  teamId: string;
  inviteId: string;
  /** Lower-case. */
  email: string;
  isOwner: boolean;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

/** A member as the team page shows them: with the user's name and e-mail as they are now. */
export interface MemberWithUser extends TeamMemberRecord {
  name: string;
  email: string;
}

/** The caller's place in a team: `owner` or `member`; a stranger has none. */
export type TeamRole = 'owner' | 'member';
