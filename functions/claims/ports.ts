import type { EventEnvelope } from '#events/envelope.ts';
import type { Locale } from '#shared/locales.ts';
import type { Settings } from '#shared/schemas/settings.ts';
import type { CodePorts } from '../auth/codes.ts';
import type { WrittenMail } from '../auth/messages.ts';
import type { DomainRecord } from '../domains/model.ts';
import type { DomainRepository } from '../domains/ports.ts';
import type { DomainShareRepository } from '../domain-sharing/ports.ts';
import type { Clock } from '../ports/clock.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { DomainMove, EmailProof } from './model.ts';

/** The claims' own items and writes (adapter: `adapters/dynamodb/claim-repository.ts`). */
export interface ClaimRepository {
  /** Keeps a proof (a later one of the same address replaces it); gone by itself after it lapsed. */
  saveProof(proof: EmailProof): Promise<void>;
  /** The user's proof of the address, if any (lapsed ones included: the rule decides). */
  proofOf(userId: string, email: string): Promise<EmailProof | null>;
  /** The domains whose registrant e-mail is the address, by name (one index query, never a scan). */
  domainsRegisteredTo(email: string): Promise<DomainRecord[]>;
  /**
   * Moves the domain to its claimant in ONE transaction: the owner fields (and with them the
   * owner index), automatic renewal off and the previous owner's card detached, the previous
   * owner's technical managers and invitations removed, the events (outbox). `domain_not_claimable`
   * when the domain changed since it was read. Afterwards the removed managers' `hasSharedDomains`
   * follows what they have left.
   */
  moveDomain(move: DomainMove): Promise<void>;
}

export interface ClaimPorts {
  claims: ClaimRepository;
  domains: Pick<DomainRepository, 'get' | 'teamRoleOf'>;
  shares: Pick<DomainShareRepository, 'shares' | 'invites'>;
  codes: CodePorts;
  mailer: Mailer;
  /** The code's e-mail in the reader's language. */
  codeMail(code: string, locale: Locale): WrittenMail;
  /** The warning days the domains' states are shown with. */
  settings: { get(): Promise<Pick<Settings, 'days_before_expiry_for_warning'>> };
  clock: Clock;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
}
