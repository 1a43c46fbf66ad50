import { useSyncExternalStore } from 'react';
import { oidcStoragePrefix } from './storage';

/**
 * The national e-ID (single sign-on) session, as the rest of the app sees it. When
 * `/config.json` names an identity provider, a client registers itself here at start-up: the
 * OIDC client (`oidc-client-ts`, in features/auth/sso) when this browser has an e-ID session to
 * pick up (`ssoNeededAtStart`), otherwise a stand-in that loads it when the visitor chooses the
 * e-ID. Without a provider nothing is registered and every question below answers "no e-ID session".
 */
export interface SsoClient {
  /**
   * When the e-ID access token the app is using right now (as the access token or in the pending
   * create-user record) expires, in epoch milliseconds; null when the app is not using one.
   */
  tokenExpiresAt(): number | null;
  /** True while the stored access token (`okisnavn.access_token`) is the e-ID token. */
  isSignedIn(): boolean;
  /** Refreshes the e-ID tokens now; the new access token is saved where the old one was. */
  refresh(): Promise<void>;
  /**
   * Starts the authorization-code flow (redirects to the provider's sign-in page). `again`: the
   * provider must ask anew even within its own session (`prompt=login`, `max_age=0`), so the new
   * token's `auth_time` is now: the step-up before a risky change.
   */
  signIn(options?: { again?: boolean }): Promise<void>;
  /** Provider logout and token revocation (failures only logged), then back to the site origin. */
  logout(): Promise<void>;
  /** Forgets the e-ID tokens in this browser without contacting the provider. */
  forget(): Promise<void>;
}

let client: SsoClient | null = null;
/** Bumped when the session changes (sign-in, refresh, logout), for components that show it. */
let version = 0;
const listeners = new Set<() => void>();

export function registerSsoClient(next: SsoClient | null): void {
  client = next;
  notifySsoChanged();
}

export function getSsoClient(): SsoClient | null {
  return client;
}

export function notifySsoChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribeSso(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether an identity provider is configured (the "sign in with national e-ID" button shows). */
export function useSsoClient(): SsoClient | null {
  useSyncExternalStore(
    subscribeSso,
    () => version,
    () => 0,
  );
  return client;
}

/** True while the app's access token is an e-ID token (expiry handling and the e-ID logout apply). */
export function isSsoSession(): boolean {
  return client?.isSignedIn() ?? false;
}

/**
 * Whether the e-ID client has anything to pick up when the app starts, so that it must load
 * then: the provider's answer in the address (back from its sign-in page on `/login`), or an
 * e-ID user that oidc-client-ts stored in this browser (`okisnavn.oidc.user:…`: a signed-in
 * e-ID session, or a first-time identity on its way through `/create-user`). Without either
 * there is no e-ID session to check or refresh, and the client loads only when the visitor
 * chooses to sign in with the e-ID (docs/decisions/README.md "First paint: the e-ID client on demand").
 */
export function ssoNeededAtStart(url: URL, loginPath: string, storage: Storage | null = safeLocalStorage()): boolean {
  const { searchParams } = url;
  if (url.pathname === loginPath && searchParams.has('state') && (searchParams.has('code') || searchParams.has('error'))) return true;
  if (!storage) return false;
  try {
    for (let index = 0; index < storage.length; index += 1) {
      if (storage.key(index)?.startsWith(`${oidcStoragePrefix}user:`)) return true;
    }
  } catch {
    /* unreadable storage: nothing stored there */
  }
  return false;
}

/**
 * Whether the saved access token is the e-ID token oidc-client-ts stored (`okisnavn.oidc.user:…`),
 * read straight from storage for when the e-ID client itself could not start.
 */
export function savedTokenCameFromProvider(accessToken: string | null, storage: Storage | null = safeLocalStorage()): boolean {
  if (!accessToken || !storage) return false;
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(`${oidcStoragePrefix}user:`)) continue;
      const stored = JSON.parse(storage.getItem(key) ?? '{}') as { access_token?: unknown };
      if (stored.access_token === accessToken) return true;
    }
  } catch {
    /* unreadable: not ours */
  }
  return false;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
