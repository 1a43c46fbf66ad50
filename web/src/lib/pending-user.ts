import { useSyncExternalStore } from 'react';
import { localKeys, readLocal, removeLocal, writeLocal } from './storage';

/**
 * The pending create-user record (spec §3 "Local storage", §4 "Single sign-on"): a national
 * e-ID user whose identity is not linked to a user yet keeps the provider's token, the name the
 * e-ID gave and the token's expiry (epoch seconds) until the user links an existing account or
 * creates one on `/create-user`. Stored as JSON under `okisnavn.pending_create_user`.
 */
export interface PendingUser {
  token: string;
  name: string;
  /** Epoch seconds, as the token's `exp`. */
  expiry: number;
  /** The e-mail address the e-ID gave (its `email` claim), when it gave one: the sign-up form starts with it. */
  email?: string;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: PendingUser | null } = { raw: null, value: null };

function emit(): void {
  for (const listener of listeners) listener();
}

function parse(raw: string | null): PendingUser | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingUser>;
    if (typeof value.token !== 'string' || typeof value.name !== 'string' || typeof value.expiry !== 'number') return null;
    return { token: value.token, name: value.name, expiry: value.expiry, ...(typeof value.email === 'string' && value.email !== '' ? { email: value.email } : {}) };
  } catch {
    return null;
  }
}

/** The record, or null when there is none or its token has expired (an expired one is removed). */
export function readPendingUser(now: number = Date.now()): PendingUser | null {
  const raw = readLocal(localKeys.pendingUser);
  if (raw !== cached.raw) cached = { raw, value: parse(raw) };
  const value = cached.value;
  if (value && value.expiry * 1000 <= now) {
    removeLocal(localKeys.pendingUser);
    cached = { raw: null, value: null };
    return null;
  }
  return value;
}

export function savePendingUser(record: PendingUser): void {
  writeLocal(localKeys.pendingUser, JSON.stringify(record));
  emit();
}

export function clearPendingUser(): void {
  removeLocal(localKeys.pendingUser);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingUser(): PendingUser | null {
  return useSyncExternalStore(
    subscribe,
    () => readPendingUser(),
    () => null,
  );
}
