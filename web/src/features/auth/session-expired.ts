import { readSession, removeSession, sessionKeys, writeSession } from '#web/lib/storage.ts';

/** True in a page that is about to leave for the identity provider's logout (set by `markSessionExpired`). */
let leavingForProvider = false;

/**
 * An e-ID session ran out and the person was signed out: /login says so once. With
 * `leavingForProvider` the page goes through the provider's logout first, passing /login on the
 * way: that /login leaves the message for the one the person comes back to.
 */
export function markSessionExpired({ leavingForProvider: leaving = false }: { leavingForProvider?: boolean } = {}): void {
  writeSession(sessionKeys.sessionExpired, true);
  leavingForProvider = leaving;
}

/** Whether the last sign-out was a session running out; answered once. */
export function takeSessionExpired(): boolean {
  if (leavingForProvider) return false;
  const expired = readSession<boolean>(sessionKeys.sessionExpired) === true;
  if (expired) removeSession(sessionKeys.sessionExpired);
  return expired;
}
