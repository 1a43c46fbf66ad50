import type { Locale } from '#shared/locales.ts';
import type { Settings } from '#shared/schemas/settings.ts';
import type { DomainRepository } from '../domains/ports.ts';
import type { Clock } from '../ports/clock.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { DomainInviteRecord, DomainShareRecord } from './model.ts';

/** A domain's shares and invitations (adapter: `adapters/dynamodb/domain-share-repository.ts`). */
export interface DomainShareRepository {
  /** Whether the domain is shared with the user (one consistent get). */
  isSharedWith(domainId: string, userId: string): Promise<boolean>;
  shares(domainId: string): Promise<DomainShareRecord[]>;
  invites(domainId: string): Promise<DomainInviteRecord[]>;
  invite(domainId: string, inviteId: string): Promise<DomainInviteRecord | null>;
  /** The domains shared with a user, by domain id. */
  sharesOf(userId: string): Promise<DomainShareRecord[]>;
  addInvite(invite: DomainInviteRecord): Promise<void>;
  /** Withdraws the invitation; `not_found` when it is not there (accepted or withdrawn meanwhile). */
  removeInvite(domainId: string, inviteId: string): Promise<void>;
  /**
   * One transaction: the invitation used up (it must still be there, else `not_found`), the share
   * written, the user's `hasSharedDomains` set.
   */
  accept(invite: DomainInviteRecord, share: DomainShareRecord): Promise<void>;
  /**
   * Removes the share (`not_found` when it is not there); clears the user's `hasSharedDomains`
   * when it was their last one.
   */
  removeShare(domainId: string, userId: string): Promise<void>;
}

/** The people the use cases name: who a user is, and who has an address. */
export interface SharingUsers {
  get(userId: string): Promise<{ userId: string; name: string; email: string; language?: Locale } | null>;
  idByEmail(email: string): Promise<string | null>;
}

export interface SharingPorts {
  domains: Pick<DomainRepository, 'get' | 'teamRoleOf'>;
  shares: DomainShareRepository;
  users: SharingUsers;
  /** A team's name: a team's domain names the team as its owner. */
  teams: { nameOf(teamId: string): Promise<string | null> };
  mailer: Mailer;
  clock: Clock;
  /** The warning and renewal days the domain summaries are shown with. */
  settings: { get(): Promise<Pick<Settings, 'days_before_expiry_for_warning' | 'days_before_expiry_for_auto_renewal'>> };
  /** The portal's own origin: the invitation links to it. */
  origin: string;
  newId(): string;
}
