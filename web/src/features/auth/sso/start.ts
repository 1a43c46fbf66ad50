import { paths } from '#web/config/paths.ts';
import type { IdentityProviderConfig } from '#web/lib/config.ts';
import { registerSsoClient, ssoNeededAtStart, type SsoClient } from '#web/lib/sso.ts';

/** The e-ID client and oidc-client-ts: a chunk of their own (≈ 18 KB compressed). */
const loadIdentityProvider = () => import('./identity-provider');

/**
 * Start-up step 2 (spec §4 "Start-up") when `/config.json` names an identity provider. With an
 * e-ID session to pick up in this browser (back from the provider's sign-in page, or an e-ID
 * user stored), the e-ID client loads and runs its check-sso initialisation before the app
 * mounts, as before. Otherwise there is no session to check or refresh: a stand-in registers,
 * and the client loads only when the visitor chooses "sign in with national e-ID" — so `/login`
 * and every other page of a visitor without an e-ID session do without it.
 */
export async function startSso(config: IdentityProviderConfig, url: URL = new URL(window.location.href)): Promise<void> {
  if (ssoNeededAtStart(url, paths['auth-login'].href())) {
    const { startIdentityProvider } = await loadIdentityProvider();
    await startIdentityProvider(config);
    return;
  }
  registerSsoClient(onDemandSsoClient(config));
}

/**
 * Stands in for the e-ID client while this browser has no e-ID session: no token in use, nothing
 * to refresh or forget. Signing in (or a logout, which only an e-ID session asks for) loads the
 * real client, which registers itself in the stand-in's place, and hands the call on to it.
 */
export function onDemandSsoClient(config: IdentityProviderConfig): SsoClient {
  let loading: Promise<SsoClient> | null = null;
  const client = () => {
    loading ??= loadIdentityProvider()
      .then(({ createIdentityProvider }) => createIdentityProvider(config))
      .catch((error: unknown) => {
        loading = null; // a failed chunk or discovery load is tried again on the next click
        throw error;
      });
    return loading;
  };
  return {
    tokenExpiresAt: () => null,
    isSignedIn: () => false,
    refresh: () => Promise.resolve(),
    forget: () => Promise.resolve(),
    signIn: async (options) => (await client()).signIn(options),
    logout: async () => (await client()).logout(),
  };
}
