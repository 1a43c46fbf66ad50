import { paths } from '../config/paths';
import type { Invitation, NavigationDecision } from './navigation';
import { readSession, removeSession, sessionKeys, writeSession } from './storage';

/**
 * The session entries the navigation rules write (spec §3 "Session values"), each with the
 * 10-minute expiry: the normalised search domains string and the pending invitation.
 */
export function saveSearchDomains(domains: string): void {
  writeSession(sessionKeys.searchDomains, domains);
}

export function readSearchDomains(): string | null {
  return readSession<string>(sessionKeys.searchDomains);
}

/** The search was emptied: nothing to start the next search from. */
export function clearSearchDomains(): void {
  removeSession(sessionKeys.searchDomains);
}

/**
 * A signed-out visitor chose to buy names found on a guest page (issue 26): the names are kept as
 * the search's (rule 1) and the search page as the page to return to after sign-in (rule 3), as
 * if they had opened `/search-domain?domains=…` and been sent to sign in.
 */
export function rememberSearchForAfterSignIn(domains: readonly string[]): void {
  const names = domains.join(',');
  saveSearchDomains(names);
  writeSession(sessionKeys.returnTo, paths['search-domain'].href({}, { domains: names }));
}

export function saveInvitation(invitation: Invitation): void {
  writeSession(sessionKeys.invitation, invitation);
}

export function readInvitation(): Invitation | null {
  return readSession<Invitation>(sessionKeys.invitation);
}

export function readReturnTo(): string | null {
  return readSession<string>(sessionKeys.returnTo);
}

/** Stores what a navigation decision says should be remembered, and forgets the return path it uses up. */
export function storeNavigationValues(decision: Pick<NavigationDecision, 'searchDomains' | 'invitation' | 'returnTo' | 'redirectPath'>): void {
  if (decision.searchDomains !== null) saveSearchDomains(decision.searchDomains);
  if (decision.invitation !== null) saveInvitation(decision.invitation);
  if (decision.returnTo !== null) writeSession(sessionKeys.returnTo, decision.returnTo);
  if (decision.redirectPath !== null) removeSession(sessionKeys.returnTo);
}
