/** What a WebAuthn ceremony's challenge is for. */
export type WebauthnPurpose = 'registration' | 'sign-in' | 'step-up';

/** A ceremony's challenge as stored server-side: single use, alive 5 minutes. */
export interface WebauthnChallenge {
  /** The challenge itself (base64url), also its key. */
  challenge: string;
  purpose: WebauthnPurpose;
  /** Whose ceremony it is (registration and step-up); none for a sign-in, which names nobody. */
  userId?: string;
  createdAt: string;
  /** Epoch seconds; the table's TTL attribute. */
  expiresAt: number;
}

/** A person's passkey (a WebAuthn credential) as stored. */
export interface PasskeyRecord {
  userId: string;
  /** SHA-256 (base64url) of the credential id: the passkey's id in keys and paths. */
  passkeyId: string;
  /** The credential id (base64url), as the authenticator names it. */
  credentialId: string;
  /** The COSE public key (base64url). */
  publicKey: string;
  /** The signature counter the authenticator last reported (0: it keeps none). */
  counter: number;
  transports?: string[];
  /** Whether the credential may be synced (multi-device), and whether it is. */
  backupEligible: boolean;
  backedUp: boolean;
  name: string;
  createdAt: string;
  lastUsedAt?: string;
}

/** Passkeys (adapter: adapters/dynamodb/passkey-repository.ts). */
export interface PasskeyRepository {
  listOfUser(userId: string): Promise<PasskeyRecord[]>;
  get(userId: string, passkeyId: string): Promise<PasskeyRecord | null>;
  /** Adds a passkey; `conflict` when the user has this credential already. */
  add(passkey: PasskeyRecord): Promise<void>;
  /** After a verified assertion: the new counter and backup state, and when it was used. */
  recordUse(input: { userId: string; passkeyId: string; counter: number; backedUp: boolean; at: string }): Promise<void>;
  /** False when the user has no such passkey. */
  rename(userId: string, passkeyId: string, name: string): Promise<boolean>;
  /** False when the user has no such passkey. */
  remove(userId: string, passkeyId: string): Promise<boolean>;
}

/** Ceremony challenges, stored server-side. */
export interface WebauthnChallengeRepository {
  save(challenge: WebauthnChallenge): Promise<void>;
  /** Takes the challenge out (deleted atomically): null when it is unknown or was taken already. */
  take(challenge: string): Promise<WebauthnChallenge | null>;
}
