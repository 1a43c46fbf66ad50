/**
 * A session's freshness (issue 29): when its holder last proved who they are. A risky change
 * (a route declared `stepUp`) needs a sign-in within the last 5 minutes: a portal session's
 * `authenticatedAt` (set when it opens, moved by a step-up: `markSessionAuthenticated`), or an
 * e-ID session's `auth_time`. docs/decisions/step-up-before-risky-changes.md.
 */
export const stepUpWindowMs = 5 * 60 * 1000;

/**
 * Whether the sign-in at `authenticatedAt` (ISO) is fresh at `now`: at most 5 minutes ago, the
 * 5 minutes themselves included. None (a session stored before freshness was kept) or an
 * unreadable time is not fresh: the holder signs in again.
 */
export function isFreshSignIn(authenticatedAt: string | undefined, now: Date): boolean {
  if (!authenticatedAt) return false;
  const at = Date.parse(authenticatedAt);
  if (Number.isNaN(at)) return false;
  return now.getTime() - at <= stepUpWindowMs;
}

/** An e-ID token's `auth_time` (epoch seconds, `EidToken.signedInAt`) as the ISO time the authorizer hands on. */
export function eidAuthenticatedAt(signedInAtSeconds: number): string {
  return new Date(signedInAtSeconds * 1000).toISOString();
}
