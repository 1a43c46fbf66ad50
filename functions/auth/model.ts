import type { EventEnvelope } from '#events/envelope.ts';

export type AccessTokenKind = 'session' | 'development';

/** A bearer token as stored: only its SHA-256, never the secret. */
export interface AccessTokenRecord {
  tokenHash: string;
  tokenId: string;
  userId: string;
  /** A note on the token: a session's User-Agent as sent, a development token's purpose. Never shown as is. */
  label: string;
  /** The browser and system a session was opened with (product names); absent on tokens from before, and when unknown. */
  browser?: string;
  system?: string;
  kind: AccessTokenKind;
  createdAt: string;
  lastUsedAt?: string;
  /**
   * When the holder of this session last proved who they are (ISO): set when it opens (every
   * sign-in), moved by a step-up (`markSessionAuthenticated`). Absent on tokens stored before:
   * not fresh, so a risky change asks for a step-up (functions/auth/freshness.ts).
   */
  authenticatedAt?: string;
  /** Epoch seconds; also the table's TTL attribute. */
  expiresAt: number;
  revokedAt?: string;
}

export interface PasswordChange {
  userId: string;
  /** The hash read before; the change applies only if nobody changed it meanwhile (null: none yet). */
  previousHash: string | null;
  passwordHash: string;
  at: Date;
  /** Sessions to end with the change (by token hash). */
  revokeTokenHashes: readonly string[];
  /** A reset link to use up in the same transaction (single use). */
  resetLinkHash?: string;
  event: EventEnvelope;
}

/** A password-reset link as stored (by the hash of its token). */
export interface ResetLink {
  userId: string;
  email: string;
  usedAt?: string;
  /** Epoch seconds. */
  expiresAt: number;
}

/** A user's authenticator as stored (docs/data-model.md, A12), beside the user, never on it. */
export interface AuthenticatorRecord {
  userId: string;
  /** Base32 (RFC 4648), as the app is given it. */
  secret: string;
  /** `pending` from setup until the first code confirms it. */
  status: 'pending' | 'on';
  createdAt: string;
  confirmedAt?: string;
  /** The last time step (Unix time / 30 s) a code passed for: that step and every earlier one are refused. */
  lastUsedStep?: number;
  /** The unused recovery codes' hashes (sha256 of the user id and the code). */
  recoveryCodeHashes: string[];
}
