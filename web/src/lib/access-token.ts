import { useSyncExternalStore } from 'react';
import { localKeys, readLocal, removeLocal, storagePrefix, writeLocal } from './storage';

/**
 * The bearer token in local storage (`okisnavn.access_token`), observable so that the current
 * user's SWR key follows sign-in and sign-out, also from another tab.
 */
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getAccessToken(): string | null {
  const token = readLocal(localKeys.accessToken);
  return token && token.length > 0 ? token : null;
}

export function setAccessToken(token: string): void {
  writeLocal(localKeys.accessToken, token);
  emit();
}

export function clearAccessToken(): void {
  removeLocal(localKeys.accessToken);
  emit();
}

export function subscribeAccessToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storagePrefix + localKeys.accessToken) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeAccessToken, getAccessToken, () => null);
}
