import { needsStepUp, type RouteDeclaration } from '#shared/api/contract.ts';
import { isFreshSignIn } from '../../auth/freshness.ts';
import { DomainError } from '../../errors.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Identity } from './identity.ts';

/**
 * The clocks a sign-in's age is read on: a portal session's `authenticatedAt` was written on
 * the portal's clock (the local runtime's movable one); an e-ID session's `auth_time` on the
 * provider's (the system clock, also locally, as `SessionPorts.eidClock`).
 */
export interface StepUpClocks {
  portal: Clock;
  eid: Clock;
}

/**
 * A risky change by a signed-in caller whose sign-in is not fresh is refused with 401
 * `step_up_required` (the web asks for a fresh sign-in in a modal, then sends the same request
 * again). Runs after the auth rule (so the caller is known) and the body's parse (a `when`
 * declaration reads the parsed body).
 */
export function enforceStepUp(route: Pick<RouteDeclaration, 'stepUp'>, body: unknown, identity: Identity, clocks: StepUpClocks): void {
  if (!needsStepUp(route, body)) return;
  if (identity.kind !== 'user') throw new DomainError('unauthenticated');
  // An API token is its own proof: made after a fresh sign-in, limited to its scopes, domains and
  // addresses; it cannot sign in again (docs/decisions/api-tokens.md).
  if (identity.apiToken) return;
  const now = (identity.eid ? clocks.eid : clocks.portal).now();
  if (!isFreshSignIn(identity.authenticatedAt, now)) throw new DomainError('step_up_required');
}
