import { DomainError } from '../errors.ts';
import type { Clock } from '../ports/clock.ts';
import { endKeptUntilOf } from './eid-sessions.ts';
import type { LogoutRequest, LogoutTokenVerifier } from './logout-token.ts';

export interface BackchannelLogoutPorts {
  verify: LogoutTokenVerifier;
  /** `keepUntil`: until when the token's id is kept; `endKeptUntil`: the end's. */
  eidSessions: { endOnce(input: { jti: string; keepUntil: number; scope: LogoutRequest['scope']; at: Date; endKeptUntil: number }): Promise<boolean> };
  /** The provider's time (the system clock): ends are compared with its `auth_time` and `iat`. */
  clock: Clock;
}

/** The `logout_token` of a form-encoded body; nothing for any other kind of body. */
export function logoutTokenOf(body: string | undefined, contentType: string | undefined): string | null {
  if (!/^application\/x-www-form-urlencoded\b/i.test(contentType ?? '')) return null;
  const values = new URLSearchParams(body ?? '').getAll('logout_token');
  return values.length === 1 && values[0] !== '' ? values[0]! : null;
}

/**
 * The provider's back-channel logout (OpenID Connect Back-Channel Logout 1.0): the person signed
 * out at the provider, so the portal ends that session (`sid`), or every session of the person
 * (`sub` alone). A token that is missing, forged, stale or seen before is refused with 400
 * `invalid_logout_token` and ends nothing (§2.8).
 */
export async function acceptBackchannelLogout(input: { logoutToken: string | null }, ports: BackchannelLogoutPorts): Promise<void> {
  const request = input.logoutToken ? await ports.verify(input.logoutToken) : null;
  if (!request) throw new DomainError('invalid_logout_token');
  const at = ports.clock.now();
  const ended = await ports.eidSessions.endOnce({ jti: request.jti, keepUntil: request.rememberUntil, scope: request.scope, at, endKeptUntil: endKeptUntilOf(at) });
  if (!ended) throw new DomainError('invalid_logout_token');
}
