import { readSession, removeSession, sessionKeys, writeSession } from '#web/lib/storage.ts';

/** An e-ID session ran out and the person was signed out: /login says so once. */
export function markSessionExpired(): void {
  writeSession(sessionKeys.sessionExpired, true);
}

/** Whether the last sign-out was a session running out; answered once. */
export function takeSessionExpired(): boolean {
  const expired = readSession<boolean>(sessionKeys.sessionExpired) === true;
  if (expired) removeSession(sessionKeys.sessionExpired);
  return expired;
}
