import { useSyncExternalStore } from 'react';
import type { Scope } from './navigation';
import { readSession, removeSession, sessionKeys, writeSession } from './storage';

/**
 * The selected context (my domains, shared domains or a team), kept in session storage under
 * `okisnavn.context`. Unlike the search and invitation entries it has no 10-minute expiry: a
 * scope that silently fell back to "my domains" mid-session would be confusing (our decision;
 * the spec says entries *may* carry the expiry).
 */
const personal: Scope = { type: 'personal' };
const listeners = new Set<() => void>();
let cached: { raw: Scope | null; scope: Scope } | null = null;

function isScope(value: unknown): value is Scope {
  if (typeof value !== 'object' || value === null) return false;
  const { type, teamId } = value as { type?: unknown; teamId?: unknown };
  return type === 'personal' || type === 'shared' || (type === 'team' && typeof teamId === 'string' && teamId.length > 0);
}

export function getScope(): Scope {
  const stored = readSession<unknown>(sessionKeys.context);
  const raw = isScope(stored) ? stored : null;
  // Keep the same object while nothing changed, as useSyncExternalStore requires.
  if (cached && JSON.stringify(cached.raw) === JSON.stringify(raw)) return cached.scope;
  cached = { raw, scope: raw ?? personal };
  return cached.scope;
}

export function setScope(scope: Scope): void {
  writeSession(sessionKeys.context, scope, { ttlMs: null });
  for (const listener of listeners) listener();
}

export function resetScope(): void {
  removeSession(sessionKeys.context);
  for (const listener of listeners) listener();
}

export function subscribeScope(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useScope(): Scope {
  return useSyncExternalStore(subscribeScope, getScope, () => personal);
}
