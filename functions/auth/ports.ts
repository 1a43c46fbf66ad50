import type { EventEnvelope } from '#events/envelope.ts';
import type { Clock } from '../ports/clock.ts';
import type { EventPublisher } from '../ports/event-publisher.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { SmsSender } from '../ports/sms-sender.ts';
import type { NewUser, UserRecord } from '../users/model.ts';
import type { CodePorts } from './codes.ts';
import type { AccessTokenKind, AccessTokenRecord, AuthenticatorRecord, PasswordChange, ResetLink } from './model.ts';
import type { PasswordHashing } from './password.ts';

/** Bearer tokens (adapter: `adapters/dynamodb/access-token-repository.ts`). */
export interface AccessTokenRepository {
  /** The token and its user, read together in one round trip; null when either is missing. */
  findWithUser(token: string): Promise<{ token: AccessTokenRecord; user: UserRecord } | null>;
  /** Issues a new opaque token (the secret is returned once, never stored); with `event`, both in one transaction. */
  issue(input: {
    userId: string;
    kind: AccessTokenKind;
    label: string;
    /** The session's browser and system (null: not known). */
    device?: { browser: string | null; system: string | null };
    now: Date;
    lifetimeSeconds: number;
    tokenId?: string;
    event?: EventEnvelope;
  }): Promise<{ token: string; tokenId: string; expiresAt: Date }>;
  /** A user's tokens, newest first, whatever their state. */
  listOfUser(userId: string): Promise<AccessTokenRecord[]>;
  /** A step-up: the session's holder proved again who they are at `at` (its `authenticatedAt`). */
  markAuthenticated(tokenHash: string, at: Date): Promise<void>;
  /** Ends a session: the authorizer refuses a revoked token on its next call. */
  revoke(tokenHash: string, at: Date): Promise<void>;
}

/** The credential accounts' changes to users; each change and its event in one transaction (outbox). */
export interface AccountRepository {
  register(input: { user: NewUser; passwordHash: string; at: Date; event: EventEnvelope }): Promise<void>;
  markEmailVerified(input: { userId: string; email: string; at: Date; event: EventEnvelope }): Promise<void>;
  changeEmail(input: { userId: string; previousEmail: string; email: string; at: Date; event: EventEnvelope }): Promise<void>;
  /**
   * Replaces an address that was never verified (the user must still have `previousEmail`,
   * unverified): the new claim is taken and the old one freed with it. `email_taken` when the
   * new address is claimed, `conflict` when the user changed meanwhile.
   */
  replaceUnverifiedEmail(input: { userId: string; previousEmail: string; email: string }): Promise<void>;
  markPhoneVerified(input: { userId: string; phone: string; phoneCode: string; at: Date; event: EventEnvelope }): Promise<void>;
  updateProfile(input: { userId: string; changes: { name?: string; street: string; zip: string; city: string; countryCode: string }; event: EventEnvelope }): Promise<void>;
  /** Deletes the user with everything only theirs (e-mail claim, credentials, tokens, e-ID link) and the event. */
  delete(input: { userId: string; email: string; tokenHashes: readonly string[]; eidSubject: string | null; event: EventEnvelope }): Promise<void>;
}

/** Passwords, kept beside the user (never on the user item the authorizer hands on). */
export interface CredentialRepository {
  passwordHashOf(userId: string): Promise<string | null>;
  setIfAbsent(userId: string, passwordHash: string, at: Date): Promise<void>;
  /** Replaces a hash made with older parameters, if it is still the one read. */
  rehash(userId: string, previousHash: string, passwordHash: string, at: Date): Promise<void>;
  changePassword(change: PasswordChange): Promise<void>;
}

/** Authenticator apps (functions/auth/authenticator.ts; adapter: `adapters/dynamodb/authenticator-repository.ts`); every change conditional. */
export interface AuthenticatorStore {
  get(userId: string): Promise<AuthenticatorRecord | null>;
  /** A new pending secret, replacing a pending one; false when the authenticator is on. */
  savePending(input: { userId: string; secret: string; at: Date }): Promise<boolean>;
  /** Pending → on with this secret, the step used and the recovery codes, and the event; false when it was not pending with this secret. */
  confirm(input: { userId: string; secret: string; step: number; recoveryCodeHashes: string[]; at: Date; event: EventEnvelope }): Promise<boolean>;
  /** Records a step as used while on and later than the last one used; false otherwise (a code used twice). */
  useStep(userId: string, step: number): Promise<boolean>;
  /** Removes one unused recovery code while on; false when it is not among them (used, or never one). */
  useRecoveryCode(userId: string, codeHash: string): Promise<boolean>;
  /** Replaces the recovery codes while on, with the event; false when it is off. */
  replaceRecoveryCodes(input: { userId: string; recoveryCodeHashes: string[]; event: EventEnvelope }): Promise<boolean>;
  /** Removes the authenticator (on or pending); with `event`, in one transaction. false when there was none. */
  remove(input: { userId: string; event?: EventEnvelope }): Promise<boolean>;
}

/** Password-reset links, by the hash of their token. */
export interface ResetLinkRepository {
  create(link: { tokenHash: string; userId: string; email: string; createdAt: Date; expiresAt: Date }): Promise<void>;
  get(tokenHash: string): Promise<ResetLink | null>;
}

/**
 * The ports the accounts use cases take. Each use case asks only for the ones it uses
 * (`Pick<AccountPorts, …>`); the handlers wire the configured adapters, tests may pass fakes.
 */
export interface AccountPorts {
  users: { get(userId: string): Promise<UserRecord | null>; idByEmail(email: string): Promise<string | null> };
  accounts: AccountRepository;
  credentials: CredentialRepository;
  /** Hashes and checks passwords at the configured cost (`PASSWORD_HASHING`). */
  passwords: PasswordHashing;
  /** Authenticator apps (TOTP) and their recovery codes (adapter: `adapters/dynamodb/authenticator-repository.ts`). */
  authenticators: AuthenticatorStore;
  resetLinks: ResetLinkRepository;
  tokens: Pick<AccessTokenRepository, 'issue' | 'listOfUser' | 'revoke' | 'markAuthenticated'>;
  codes: CodePorts;
  mailer: Mailer;
  sms: SmsSender;
  /** The portal's own origin (PUBLIC_URL, no trailing slash): the only one messages link to. */
  origin: string;
  clock: Clock;
  /** Publishes events already committed to the outbox (deliverEvents). */
  deliver(envelopes: readonly EventEnvelope[]): Promise<void>;
  /** The bus itself, for work handed to a queue with no change of our own to commit (forgot-password). */
  publisher: EventPublisher;
}
