import type { DomainSummary } from '#shared/schemas/domains.ts';
import type { PaymentCard } from '#shared/schemas/payment-cards.ts';
import type { EventEnvelope } from '#events/envelope.ts';
import type { Clock } from '../ports/clock.ts';
import type { Locale } from '#shared/locales.ts';
import type { TeamInviteRecord, TeamMemberRecord, TeamRecord } from './model.ts';

/** Teams and their members (adapter: `adapters/dynamodb/team-repository.ts`). */
export interface TeamRepository {
  get(teamId: string): Promise<TeamRecord | null>;
  /** The team's members (consistent read). */
  members(teamId: string): Promise<TeamMemberRecord[]>;
  /** The ids of the teams a user is a member of. */
  teamIdsOf(userId: string): Promise<string[]>;
  /** The team and its first owner in one transaction. */
  create(team: TeamRecord, owner: TeamMemberRecord): Promise<void>;
  /** Adds a member who is not in the team yet (`conflict` for one who is). */
  addMember(member: TeamMemberRecord): Promise<void>;
  /** Replaces the details if nobody changed the team since it was read (`conflict` otherwise). */
  update(team: TeamRecord, next: TeamRecord): Promise<void>;
  /**
   * Sets a member's owner flag, conditional on the team's version (bumped): two owners demoting
   * each other at once cannot leave the team without one (`conflict`).
   */
  setOwner(team: TeamRecord, member: TeamMemberRecord, isOwner: boolean, at: Date): Promise<void>;
  /**
   * Removes members in one transaction, conditional on the team's version (bumped), so two
   * removals at once cannot both leave the team without an owner or a user (`conflict`).
   */
  removeMembers(team: TeamRecord, userIds: readonly string[], at: Date): Promise<void>;
  /** Deletes the team, its members and invitations in one transaction, if nobody changed it since it was read. */
  delete(team: TeamRecord, members: readonly TeamMemberRecord[], invites: readonly TeamInviteRecord[]): Promise<void>;
  /** The team's invitations, expired ones too (consistent read). */
  invites(teamId: string): Promise<TeamInviteRecord[]>;
  getInvite(teamId: string, inviteId: string): Promise<TeamInviteRecord | null>;
  /** Saves a new invitation (one open invitation per address and team: it replaces an earlier one to the same address). */
  saveInvite(invite: TeamInviteRecord, replacing: TeamInviteRecord | null): Promise<void>;
  /** Withdraws an invitation (`conflict` when it is gone already). */
  deleteInvite(invite: TeamInviteRecord): Promise<void>;
  /** The invitee joins: the member in, the invitation gone, in one transaction (`conflict` when either already happened). */
  accept(invite: TeamInviteRecord, member: TeamMemberRecord): Promise<void>;
}

/** The users the team page names (the users context's users). */
export interface TeamUsers {
  namesOf(userIds: readonly string[]): Promise<Map<string, { name: string; email: string }>>;
  /** The user holding an e-mail address, with the language they read, if there is one. */
  byEmail(email: string): Promise<{ userId: string; language: Locale | null } | null>;
}

/** E-mails an invitation in the invitee's language, with the link that accepts it. */
export interface InviteMailer {
  send(input: { invite: TeamInviteRecord; teamName: string; inviterName: string; locale: Locale; acceptUrl: string }): Promise<void>;
}

/** The team's domains and cards, as the domains and payment-cards contexts keep them. */
export interface TeamHoldings {
  /** The team's domains as the archive shows them (deleted and transferred-away ones too). */
  domainsOf(team: { teamId: string; name: string }): Promise<DomainSummary[]>;
  /** How many live domains the team holds (deleted and transferred-away ones do not keep it). */
  countLiveDomains(teamId: string): Promise<number>;
  cardsOf(teamId: string): Promise<PaymentCard[]>;
}

export interface TeamPorts {
  teams: TeamRepository;
  users: TeamUsers;
  holdings: TeamHoldings;
  inviteMail: InviteMailer;
  clock: Clock;
  /** The portal's own origin: the invitation's link. */
  origin: string;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
}
