import { createRemoteJWKSet } from 'jose';

/** Asymmetric algorithms only: a provider JWT is never signed with a shared secret (or `none`). */
export const providerAlgorithms = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

/** jose's codes for a bad token (expired, forged, wrong claims, unknown key), as against a provider we cannot reach. */
export const isCallersFault = (code: string | undefined) =>
  code !== undefined &&
  (code.startsWith('ERR_JWT_') ||
    code.startsWith('ERR_JWS_') ||
    ['ERR_JWKS_NO_MATCHING_KEY', 'ERR_JWKS_MULTIPLE_MATCHING_KEYS', 'ERR_JOSE_ALG_NOT_ALLOWED', 'ERR_JOSE_NOT_SUPPORTED'].includes(code));

export type ProviderKeySet = ReturnType<typeof createRemoteJWKSet>;

/**
 * The provider's signing keys: `jwks_uri` from its discovery document, read on first use and
 * kept for the cold start (jose caches the keys and refetches on an unknown `kid`). A failed
 * discovery is not kept: the next call tries again (the provider may just be starting).
 */
export function providerKeys(options: { issuer: string; fetchImpl?: typeof fetch }): () => Promise<ProviderKeySet> {
  const { issuer } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  let keys: Promise<ProviderKeySet> | undefined;

  const load = async () => {
    const discoveryUrl = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const response = await fetchImpl(discoveryUrl, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`discovery ${discoveryUrl} answered ${response.status}`);
    const discovery = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
    if (discovery.issuer !== issuer) throw new Error(`discovery names issuer ${String(discovery.issuer)}, expected ${issuer}`);
    if (typeof discovery.jwks_uri !== 'string') throw new Error('discovery has no jwks_uri');
    return createRemoteJWKSet(new URL(discovery.jwks_uri), { timeoutDuration: 5000 });
  };

  return () =>
    (keys ??= load().catch((error: unknown) => {
      keys = undefined;
      throw error;
    }));
}
