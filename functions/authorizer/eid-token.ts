import { type JWTPayload, jwtVerify } from 'jose';
import { eidSessionId, withinPortalLimits } from '../eid/eid-sessions.ts';
import { isCallersFault, providerAlgorithms, providerKeys } from '../eid/provider-keys.ts';

/** What a verified national e-ID access token says about its bearer. */
export interface EidToken {
  subject: string;
  name: string | null;
  email: string | null;
  /** The portal's id of the token's e-ID session (from `sid`, else `jti`): what logout ends; named in the authorizer context. */
  sessionId: string;
  /** When the person signed in at the provider (`auth_time`, else `iat`), epoch seconds: what "sign out everywhere" compares. */
  signedInAt: number;
}

export type EidTokenVerifier = (token: string) => Promise<EidToken | null>;

/** A compact JWS: three base64url parts (our opaque tokens have two). */
export function looksLikeJwt(token: string): boolean {
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token);
}

interface Logger {
  warn(message: string, extra?: Record<string, unknown>): void;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Verifies provider access tokens (the portal's SPA signs in with the OIDC code flow and calls
 * the API with the provider's access token):
 *
 * - signature from the provider's JWKS (functions/eid/provider-keys.ts);
 * - `iss` = the configured issuer; `exp`, `iat` and `sub` required (5 s clock tolerance on `exp`);
 * - for our client: `aud` contains the client id, or `azp` is the client id (Keycloak issues
 *   its access tokens for audience `account` and names the client in `azp`);
 * - an access token, not an ID token: JOSE `typ` `at+jwt` (RFC 9068, the local provider) or
 *   the claim `typ: Bearer` (Keycloak). ID tokens are signed by the same keys for the same
 *   client and must not open the API;
 * - within the portal's own limits whatever the provider signed (functions/eid/eid-sessions.ts):
 *   at most 24 h of life, `iat` not in the future beyond 60 s, the session not older than 30 days;
 * - a session the portal can end: `sid` or, without one, `jti`.
 *
 * Anything else is `null`: the caller is anonymous.
 */
export function eidTokenVerifier(options: { issuer: string; clientId: string; logger?: Logger; fetchImpl?: typeof fetch; now?: () => number }): EidTokenVerifier {
  const { issuer, clientId } = options;
  const keys = providerKeys({ issuer, ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}) });
  const nowSeconds = () => Math.floor((options.now?.() ?? Date.now()) / 1000);

  return async (token) => {
    if (!looksLikeJwt(token)) return null;
    let payload: JWTPayload;
    let typ: string | undefined;
    try {
      ({
        payload,
        protectedHeader: { typ },
      } = await jwtVerify(token, await keys(), {
        issuer,
        algorithms: providerAlgorithms,
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: 5,
      }));
    } catch (error) {
      const code = (error as { code?: string }).code;
      // An expired, forged or foreign token is the caller's problem; an unreachable provider is ours.
      if (!isCallersFault(code)) options.logger?.warn('e-ID token not verified', { error: String(error) });
      return null;
    }
    const audiences = Array.isArray(payload.aud) ? payload.aud : payload.aud === undefined ? [] : [payload.aud];
    if (!audiences.includes(clientId) && payload.azp !== clientId) return null;
    const isAccessToken = typ?.toLowerCase().replace(/^application\//, '') === 'at+jwt' || payload.typ === 'Bearer';
    if (!isAccessToken) return null;
    const authTime = payload.auth_time;
    if (authTime !== undefined && typeof authTime !== 'number') return null;
    const times = { issuedAt: payload.iat!, expiresAt: payload.exp!, signedInAt: authTime ?? payload.iat! };
    if (!withinPortalLimits(times, nowSeconds())) return null;
    // A token of no session and no id could not be ended by logout: refused.
    const sessionId = eidSessionId({ sid: text(payload.sid), jti: text(payload.jti) });
    if (!sessionId) return null;
    const email = text(payload.email);
    return { subject: payload.sub!, name: text(payload.name), email: email?.toLowerCase() ?? null, sessionId, signedInAt: times.signedInAt };
  };
}
