import { type JWTPayload, jwtVerify } from 'jose';
import { clockSkewSeconds, eidSessionId } from './eid-sessions.ts';
import { isCallersFault, providerAlgorithms, providerKeys } from './provider-keys.ts';

/** The event a logout token carries (OpenID Connect Back-Channel Logout 1.0, §2.4). */
export const backchannelLogoutEvent = 'http://schemas.openid.net/event/backchannel-logout';
/** A logout token is sent the moment the person signs out: older ones are refused. */
export const maxLogoutTokenAgeSeconds = 5 * 60;

/** What a verified logout token asks the portal to end. */
export interface LogoutRequest {
  /** The token's own id: it is acted on once. */
  jti: string;
  /** Until when the `jti` must be remembered (epoch seconds): past it the token is too old anyway. */
  rememberUntil: number;
  /** One session (the token names a `sid`), or every session of the subject (only a `sub`). */
  scope: { sessionId: string } | { subject: string };
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The claims rules of a logout token (Back-Channel Logout §2.4, §2.6) once its signature, issuer
 * and audience are verified: a `jti`; an `iat` that is fresh (at most
 * {@link maxLogoutTokenAgeSeconds} old, not in the future beyond the clock skew); the
 * back-channel logout event; a `sid` or a `sub`; and no `nonce` (which would make it an ID
 * token). Null when any fails.
 */
export function logoutRequestOf(payload: JWTPayload, nowSeconds: number): LogoutRequest | null {
  const jti = text(payload.jti);
  if (!jti || jti.length > 200) return null;
  const { iat } = payload;
  if (typeof iat !== 'number' || iat > nowSeconds + clockSkewSeconds || nowSeconds - iat > maxLogoutTokenAgeSeconds) return null;
  const events = payload.events;
  if (typeof events !== 'object' || events === null || Array.isArray(events)) return null;
  const event = (events as Record<string, unknown>)[backchannelLogoutEvent];
  if (typeof event !== 'object' || event === null || Array.isArray(event)) return null;
  if ('nonce' in payload) return null;
  const sid = text(payload.sid);
  const subject = text(payload.sub);
  const rememberUntil = iat + maxLogoutTokenAgeSeconds + clockSkewSeconds;
  if (sid) return { jti, rememberUntil, scope: { sessionId: eidSessionId({ sid })! } };
  if (subject) return { jti, rememberUntil, scope: { subject } };
  return null;
}

export type LogoutTokenVerifier = (token: string) => Promise<LogoutRequest | null>;

interface Logger {
  warn(message: string, extra?: Record<string, unknown>): void;
}

/**
 * Verifies the provider's back-channel logout tokens: signed by a key of its JWKS (the same
 * keys as its access tokens, asymmetric only), `iss` the configured issuer, `aud` our client
 * id, `exp` (when present) not passed, then {@link logoutRequestOf}. Anything else is null.
 */
export function logoutTokenVerifier(options: { issuer: string; clientId: string; logger?: Logger; fetchImpl?: typeof fetch; now?: () => number }): LogoutTokenVerifier {
  const { issuer, clientId } = options;
  const keys = providerKeys({ issuer, ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}) });
  const nowSeconds = () => Math.floor((options.now?.() ?? Date.now()) / 1000);

  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, await keys(), { issuer, audience: clientId, algorithms: providerAlgorithms, requiredClaims: ['iat', 'jti'], clockTolerance: 5 }));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!isCallersFault(code)) options.logger?.warn('logout token not verified', { error: String(error) });
      return null;
    }
    return logoutRequestOf(payload, nowSeconds());
  };
}
