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
  /** When the holder of this session last proved who they are: its sign-in, then each step-up (ISO). Absent on tokens from before. */
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
