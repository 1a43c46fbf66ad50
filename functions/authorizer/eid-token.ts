import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';

/** What a verified national e-ID access token says about its bearer. */
export interface EidToken {
  subject: string;
  name: string | null;
  email: string | null;
  /** The token's `jti` (or its subject when it has none): named in the authorizer context. */
  tokenId: string;
}

export type EidTokenVerifier = (token: string) => Promise<EidToken | null>;

/** Asymmetric algorithms only: a provider JWT is never signed with a shared secret (or `none`). */
const algorithms = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

/** A compact JWS: three base64url parts (our opaque tokens have two). */
export function looksLikeJwt(token: string): boolean {
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token);
}

/** jose's codes for a bad token (expired, forged, wrong claims, unknown key), as against a provider we cannot reach. */
const isCallersFault = (code: string | undefined) =>
  code !== undefined &&
  (code.startsWith('ERR_JWT_') || code.startsWith('ERR_JWS_') || ['ERR_JWKS_NO_MATCHING_KEY', 'ERR_JWKS_MULTIPLE_MATCHING_KEYS', 'ERR_JOSE_ALG_NOT_ALLOWED', 'ERR_JOSE_NOT_SUPPORTED'].includes(code));

interface Logger {
  warn(message: string, extra?: Record<string, unknown>): void;
}

/**
 * Verifies provider access tokens (the portal's SPA signs in with the OIDC code flow and calls
 * the API with the provider's access token):
 *
 * - signature from the provider's JWKS (`jwks_uri` from its discovery document, fetched once
 *   per cold start; jose caches the keys and refetches on an unknown `kid`);
 * - `iss` = the configured issuer; `exp` required (5 s clock tolerance);
 * - for our client: `aud` contains the client id, or `azp` is the client id (Keycloak issues
 *   its access tokens for audience `account` and names the client in `azp`);
 * - an access token, not an ID token: JOSE `typ` `at+jwt` (RFC 9068, the local provider) or
 *   the claim `typ: Bearer` (Keycloak). ID tokens are signed by the same keys for the same
 *   client and must not open the API.
 *
 * Anything else is `null`: the caller is anonymous.
 */
export function eidTokenVerifier(options: { issuer: string; clientId: string; logger?: Logger; fetchImpl?: typeof fetch }): EidTokenVerifier {
  const { issuer, clientId } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  let keys: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;

  const loadKeys = async () => {
    const discoveryUrl = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const response = await fetchImpl(discoveryUrl, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`discovery ${discoveryUrl} answered ${response.status}`);
    const discovery = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
    if (discovery.issuer !== issuer) throw new Error(`discovery names issuer ${String(discovery.issuer)}, expected ${issuer}`);
    if (typeof discovery.jwks_uri !== 'string') throw new Error('discovery has no jwks_uri');
    return createRemoteJWKSet(new URL(discovery.jwks_uri), { timeoutDuration: 5000 });
  };

  return async (token) => {
    if (!looksLikeJwt(token)) return null;
    keys ??= loadKeys().catch((error: unknown) => {
      // Not cached: the next request tries again (the provider may just be starting).
      keys = undefined;
      throw error;
    });
    let payload: JWTPayload;
    let typ: string | undefined;
    try {
      const jwks = await keys;
      ({ payload, protectedHeader: { typ } } = await jwtVerify(token, jwks, { issuer, algorithms, requiredClaims: ['exp', 'sub'], clockTolerance: 5 }));
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
    const subject = payload.sub!;
    return {
      subject,
      name: typeof payload.name === 'string' && payload.name !== '' ? payload.name : null,
      email: typeof payload.email === 'string' && payload.email !== '' ? payload.email.toLowerCase() : null,
      tokenId: typeof payload.jti === 'string' && payload.jti !== '' ? payload.jti : subject,
    };
  };
}
