/**
 * Browser storage under the product prefix `okisnavn.` (spec §3 "Local storage"). Local storage
 * holds plain strings (access token, locale); session storage holds JSON entries that may carry
 * an expiry (spec: 10 minutes ahead). Storage can be unavailable (private modes, blocked
 * cookies): reads then answer null and writes are dropped.
 */
export const storagePrefix = 'okisnavn.';

export const localKeys = {
  accessToken: 'access_token',
  locale: 'locale',
  /** A first-time national e-ID user's token, name and expiry until the user is linked or created. */
  pendingUser: 'pending_create_user',
  /** This browser's device id, sent with sign-ins (`X-Device-Id`) so a new device can be told apart. */
  deviceId: 'device_id',
  /** The users who said "Not now" to the offer of a passkey on this browser (ids, comma-separated). */
  passkeyDeclined: 'passkey_declined',
} as const;

/** oidc-client-ts keeps its user and its pending sign-in state under this prefix (so "clear" removes them). */
export const oidcStoragePrefix = `${storagePrefix}oidc.`;

export const sessionKeys = {
  searchDomains: 'search_domains',
  /** The page a signed-out visitor asked for, to return to after sign-in. */
  returnTo: 'return_to',
  /** Set when an e-ID session ran out, so /login can say why the person is there. */
  sessionExpired: 'session_expired',
  invitation: 'invitation',
  context: 'context',
  /** The current checkout attempt: its Idempotency-Key with the names and years it was made for. */
  checkout: 'checkout',
  /** Set by a password sign-in and a sign-up: offer a passkey once signed in (if the person has none). */
  offerPasskey: 'offer_passkey',
} as const;

export type LocalKey = (typeof localKeys)[keyof typeof localKeys];
export type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];

/** Spec §9: session entry expiry 10 minutes. */
export const sessionEntryTtlMs = 10 * 60 * 1000;

function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readLocal(key: LocalKey): string | null {
  try {
    return area('local')?.getItem(storagePrefix + key) ?? null;
  } catch {
    return null;
  }
}

export function writeLocal(key: LocalKey, value: string): void {
  try {
    area('local')?.setItem(storagePrefix + key, value);
  } catch {
    /* storage full or blocked: the value lives for this page only */
  }
}

export function removeLocal(key: LocalKey): void {
  try {
    area('local')?.removeItem(storagePrefix + key);
  } catch {
    /* nothing to remove */
  }
}

interface SessionEnvelope<T> {
  value: T;
  /** Epoch milliseconds, or null for an entry that lives as long as the tab. */
  expiresAt: number | null;
}

export interface SessionWriteOptions {
  /** Lifetime in milliseconds; `null` for no expiry. Default: 10 minutes. */
  ttlMs?: number | null;
  now?: number;
}

export function writeSession<T>(key: SessionKey, value: T, options: SessionWriteOptions = {}): void {
  const { ttlMs = sessionEntryTtlMs, now = Date.now() } = options;
  const envelope: SessionEnvelope<T> = { value, expiresAt: ttlMs === null ? null : now + ttlMs };
  try {
    area('session')?.setItem(storagePrefix + key, JSON.stringify(envelope));
  } catch {
    /* dropped */
  }
}

/** The entry's value, or null when missing, unreadable or expired (expired entries are removed). */
export function readSession<T>(key: SessionKey, now: number = Date.now()): T | null {
  const storage = area('session');
  let raw: string | null = null;
  try {
    raw = storage?.getItem(storagePrefix + key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const envelope = JSON.parse(raw) as Partial<SessionEnvelope<T>>;
    if (typeof envelope !== 'object' || envelope === null || !('value' in envelope)) throw new Error('not an entry');
    if (typeof envelope.expiresAt === 'number' && envelope.expiresAt <= now) {
      removeSession(key);
      return null;
    }
    return envelope.value as T;
  } catch {
    removeSession(key);
    return null;
  }
}

export function removeSession(key: SessionKey): void {
  try {
    area('session')?.removeItem(storagePrefix + key);
  } catch {
    /* nothing to remove */
  }
}

function removePrefixed(storage: Storage | null): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(storagePrefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    /* blocked */
  }
}

/** Logout: the session's product entries go (spec §4 "Logout"). */
export function clearSessionEntries(): void {
  removePrefixed(area('session'));
}

/** "Clear": every stored key with the product prefix, in both areas. */
export function clearAllProductStorage(): void {
  removePrefixed(area('local'));
  removePrefixed(area('session'));
}

/**
 * This browser's device id (docs/decisions/notifications-by-e-mail-the-missing-kinds-and-known-devices.md "Known devices"): random, made on the first
 * sign-in and kept; the API keeps only a hash of it with the browser and system.
 */
export function deviceId(): string {
  let id = readLocal(localKeys.deviceId);
  if (!id) {
    id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
    writeLocal(localKeys.deviceId, id);
  }
  return id;
}
