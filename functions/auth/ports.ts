import type { EventEnvelope } from '../../events/envelope.ts';
import type { AccessTokenRepository } from '../adapters/dynamodb/access-token-repository.ts';
import type { AccountRepository } from '../adapters/dynamodb/account-repository.ts';
import type { CredentialRepository, ResetLinkRepository } from '../adapters/dynamodb/credential-repository.ts';
import type { UserRecord } from '../adapters/dynamodb/user-repository.ts';
import type { Clock } from '../ports/clock.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { SmsSender } from '../ports/sms-sender.ts';
import type { CodePorts } from './codes.ts';

/**
 * The ports the accounts use cases take. Each use case asks only for the ones it uses
 * (`Pick<AccountPorts, …>`); the handlers wire the configured adapters, tests may pass fakes.
 */
export interface AccountPorts {
  users: { get(userId: string): Promise<UserRecord | null>; idByEmail(email: string): Promise<string | null> };
  accounts: AccountRepository;
  credentials: CredentialRepository;
  resetLinks: ResetLinkRepository;
  tokens: Pick<AccessTokenRepository, 'issue' | 'listOfUser' | 'revoke'>;
  codes: CodePorts;
  mailer: Mailer;
  sms: SmsSender;
  /** The portal's own origin (PUBLIC_URL, no trailing slash): the only one messages link to. */
  origin: string;
  clock: Clock;
  /** Publishes events already committed to the outbox (deliverEvents). */
  deliver(envelopes: readonly EventEnvelope[]): Promise<void>;
}
