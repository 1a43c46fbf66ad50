import { useSyncExternalStore } from 'react';
import { oidcStoragePrefix } from './storage';

/**
 * The national e-ID (single sign-on) session, as the rest of the app sees it. The OIDC client
 * (`oidc-client-ts`, in features/auth/sso) is loaded only when `/config.json` names an identity
 * provider, so it registers itself here at start-up; without a provider nothing is registered
 * and every question below answers "no e-ID session".
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
  /** Starts the authorization-code flow (redirects to the provider's sign-in page). */
  signIn(): Promise<void>;
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
