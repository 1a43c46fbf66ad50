import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { showError } from '#web/components/ui/toasts/toast-store.ts';
import { paths } from '#web/config/paths.ts';
import { clearAccessToken, getAccessToken, setAccessToken } from '#web/lib/access-token.ts';
import { isApiError } from '#web/lib/api-client.ts';
import type { IdentityProviderConfig } from '#web/lib/config.ts';
import { i18n } from '#web/lib/i18n.ts';
import { clearPendingUser, readPendingUser, savePendingUser } from '#web/lib/pending-user.ts';
import { notifySsoChanged, registerSsoClient, type SsoClient } from '#web/lib/sso.ts';
import { clearAllProductStorage, localKeys, oidcStoragePrefix, readLocal, readSession, sessionKeys, writeLocal, writeSession } from '#web/lib/storage.ts';
import { checkSamleikinUserIsVerified } from '../api/check-samleikin-user-is-verified';

/**
 * The national e-ID client (spec §4 "Single sign-on", "Identity-provider session", "Start-up",
 * "Logout"), on `oidc-client-ts`: authorization code with PKCE against the configured issuer,
 * public client, redirect back to `/login`, silent checks through `/silent-check-sso.html`.
 * This module (and the library) is loaded only when `/config.json` names a provider, and then
 * only when there is an e-ID session to pick up or the visitor chooses the e-ID (./start.ts).
 */

/** Spec §9: pending login callback data is kept for 1 hour. */
const staleStateAgeSeconds = 60 * 60;
/** A silent check that gets no answer in this time counts as failed (the app then mounts). */
const silentTimeoutSeconds = 8;

const log = (message: string, error?: unknown) => console.warn(`[e-ID] ${message}`, error ?? '');

interface ProviderMetadata {
  check_session_iframe?: string;
  end_session_endpoint?: string;
  revocation_endpoint?: string;
  [key: string]: unknown;
}

/** The discovery document, read once (it decides whether the session can be monitored). */
async function discover(issuer: string): Promise<ProviderMetadata> {
  const response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The identity provider's discovery document answered ${response.status}`);
  return (await response.json()) as ProviderMetadata;
}

/**
 * Whether two origins are the same site (scheme and registrable domain, approximated by the last
 * two labels; IP addresses and single labels must match exactly). The provider's session cookie
 * reaches a same-site iframe even where browsers block third-party cookies.
 */
export function sameSite(a: string, b: string): boolean {
  const first = new URL(a);
  const second = new URL(b);
  if (first.protocol !== second.protocol) return false;
  const site = (host: string) => (/^[\d.]+$|^\[|^[^.]+$/.test(host) ? host : host.split('.').slice(-2).join('.'));
  return site(first.hostname) === site(second.hostname);
}

export function createUserManager(config: IdentityProviderConfig, metadata: ProviderMetadata, origin: string = window.location.origin): UserManager {
  const store = new WebStorageStateStore({ store: window.localStorage, prefix: oidcStoragePrefix });
  return new UserManager({
    authority: config.issuer,
    client_id: config.clientId,
    metadata: metadata as never,
    redirect_uri: `${origin}${paths['auth-login'].href()}`,
    silent_redirect_uri: `${origin}/silent-check-sso.html`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    // No offline_access: Keycloak and the local provider issue refresh tokens for the session
    // without it (an offline token would outlive the logout).
    scope: 'openid profile email',
    // The session keeper (./session-keeper.ts) refreshes and warns; the token is also refreshed before API calls.
    automaticSilentRenew: false,
    // Session monitoring (the provider's check_session iframe) only where the provider offers it
    // and its cookie is first-party to us: with third-party cookies blocked the iframe would
    // report every session as ended (spec §8: then monitoring is disabled).
    monitorSession: Boolean(metadata.check_session_iframe) && sameSite(config.issuer, origin),
    loadUserInfo: false,
    userStore: store,
    stateStore: store,
    staleStateAgeInSeconds: staleStateAgeSeconds,
    silentRequestTimeoutInSeconds: silentTimeoutSeconds,
    // The refresh token first: it is the one that lasts. oidc-client-ts stops at the first refusal,
    // and a provider may refuse to revoke access tokens (RFC 7009 §2.2.1; the local one does, for
    // its JWTs): the refresh token would then outlive the logout.
    revokeTokenTypes: ['refresh_token', 'access_token'],
  });
}

/** What the start-up and the callback decided, for tests and logs. */
export type SignInOutcome = 'signed-in' | 'pending' | 'no-session' | 'failed';

function hasCallbackParams(url: URL): boolean {
  return url.pathname === paths['auth-login'].href() && url.searchParams.has('state') && (url.searchParams.has('code') || url.searchParams.has('error'));
}

function replaceUrl(path: string): void {
  window.history.replaceState(null, '', path);
}

export class IdentityProvider implements SsoClient {
  readonly manager: UserManager;
  private user: User | null = null;
  private refreshing: Promise<void> | null = null;

  constructor(manager: UserManager) {
    this.manager = manager;
    manager.events.addUserLoaded((user) => this.adopt(user));
    manager.events.addUserUnloaded(() => {
      this.user = null;
      notifySsoChanged();
    });
    // Session monitoring (where the provider offers it): a sign-out elsewhere ends this session.
    manager.events.addUserSignedOut(() => {
      log('The provider reports the session ended.');
      void this.forget();
    });
  }

  /** Loads the stored e-ID user (kept in local storage under `okisnavn.oidc.`). */
  async load(): Promise<void> {
    this.user = await this.manager.getUser();
  }

  private tokenInUse(): 'access' | 'pending' | null {
    const token = this.user?.access_token;
    if (!token) return null;
    if (getAccessToken() === token) return 'access';
    if (readPendingUser()?.token === token) return 'pending';
    return null;
  }

  tokenExpiresAt(): number | null {
    if (!this.tokenInUse()) return null;
    const expiresAt = this.user?.expires_at;
    return typeof expiresAt === 'number' ? expiresAt * 1000 : null;
  }

  isSignedIn(): boolean {
    return this.tokenInUse() === 'access';
  }

  /** A new token from the provider replaces the old one wherever the app kept it (spec §4 step 4). */
  private adopt(user: User): void {
    const previous = this.tokenInUse();
    this.user = user;
    if (previous === 'access') setAccessToken(user.access_token);
    if (previous === 'pending') {
      const pending = readPendingUser();
      if (pending) savePendingUser({ ...pending, token: user.access_token, expiry: user.expires_at ?? pending.expiry });
    }
    notifySsoChanged();
  }

  /**
   * One refresh at a time, shared by whoever asks (the session keeper, an API call about to be
   * sent, the warning's "renew"): the provider rotates refresh tokens, and a second request
   * with the one just used would be refused as a replay.
   */
  refresh(): Promise<void> {
    this.refreshing ??= this.manager
      .signinSilent()
      .then((user) => {
        if (user) this.adopt(user);
      })
      .finally(() => {
        this.refreshing = null;
      });
    return this.refreshing;
  }

  async signIn(options?: { again?: boolean }): Promise<void> {
    await this.manager.signinRedirect({ ui_locales: i18n.language, ...(options?.again ? { prompt: 'login', max_age: 0 } : {}) });
  }

  /** Removes the e-ID user and the token the app kept from it, with no call to the provider. */
  async forget(): Promise<void> {
    const inUse = this.tokenInUse();
    this.user = null;
    await this.manager.removeUser().catch((error: unknown) => log('Could not remove the stored e-ID user.', error));
    if (inUse === 'access') clearAccessToken();
    if (inUse === 'pending') clearPendingUser();
    notifySsoChanged();
  }

  /**
   * Logout for e-ID users (spec §4 "Logout"): the tokens are revoked at the provider, "clear"
   * removes every stored `okisnavn.` key (the locale in use and the device id are written back), and the provider's
   * end-session endpoint is called, which returns the user to the site origin. Provider failures
   * are only logged; the user still leaves signed out.
   */
  async logout(): Promise<void> {
    const user = this.user;
    const origin = `${window.location.origin}/`;
    if (user) await this.manager.revokeTokens().catch((error: unknown) => log('Token revocation failed.', error));
    this.user = null;
    // This browser stays the same device (docs/decisions/notifications-by-e-mail-the-missing-kinds-and-known-devices.md "Known devices"): its id is written back with the locale.
    const device = readLocal(localKeys.deviceId);
    // "The session ran out" is for the /login the provider sends the person back to.
    const expired = readSession<boolean>(sessionKeys.sessionExpired);
    clearAllProductStorage();
    writeLocal(localKeys.locale, i18n.language);
    if (device) writeLocal(localKeys.deviceId, device);
    if (expired) writeSession(sessionKeys.sessionExpired, expired);
    clearAccessToken();
    clearPendingUser();
    notifySsoChanged();
    try {
      if (!this.manager.settings.metadata?.end_session_endpoint) throw new Error('Not supported by the OIDC server');
      await this.manager.signoutRedirect({ id_token_hint: user?.id_token, post_logout_redirect_uri: origin });
    } catch (error) {
      log('Provider logout failed.', error);
      window.location.assign(origin);
    }
  }

  /**
   * "Handle the signed-in user" (spec §4 "Single sign-on"): the API says whether the e-ID is
   * linked. Linked: the token becomes the access token (the user then loads). Not linked: the
   * token, name and expiry (and the e-mail the e-ID gives, for the sign-up form) are kept for `/create-user`. An error: a toast with the server's
   * message, and the e-ID session is dropped.
   */
  async handleSignedIn(user: User, { explicit }: { explicit: boolean }): Promise<SignInOutcome> {
    this.user = user;
    try {
      const { user_exists: exists } = await checkSamleikinUserIsVerified(user.access_token);
      if (exists) {
        clearPendingUser();
        setAccessToken(user.access_token);
        // Rule 3 sends a signed-in user from /login to domains once the user has loaded.
        notifySsoChanged();
        return 'signed-in';
      }
      const { name, email } = user.profile;
      savePendingUser({
        token: user.access_token,
        name: typeof name === 'string' ? name : '',
        expiry: user.expires_at ?? 0,
        ...(typeof email === 'string' && email !== '' ? { email } : {}),
      });
      if (explicit) replaceUrl(paths['auth-create-user'].href());
      notifySsoChanged();
      return 'pending';
    } catch (error) {
      showError(isApiError(error) ? error.message : i18n.t('errors.internal'));
      await this.forget();
      return 'failed';
    }
  }

  /**
   * Start-up (spec §4 "Start-up" step 2): back from the provider's sign-in page, finish the code
   * flow; otherwise check for a provider session without showing anything (check-sso). A
   * session-less answer leaves a password user signed in; an e-ID token the provider no longer
   * backs is removed.
   */
  async start(href: string = window.location.href): Promise<SignInOutcome> {
    await this.manager.clearStaleState().catch(() => undefined);
    await this.load();
    const url = new URL(href);
    if (hasCallbackParams(url)) {
      replaceUrl(paths['auth-login'].href());
      try {
        const user = await this.manager.signinRedirectCallback(href);
        return await this.handleSignedIn(user, { explicit: true });
      } catch (error) {
        log('The sign-in callback failed.', error);
        showError(i18n.t('login.eidFailed'));
        await this.forget();
        return 'failed';
      }
    }
    const hadSsoToken = this.tokenInUse();
    try {
      const user = await this.manager.signinSilent();
      if (!user) return 'no-session';
      if (hadSsoToken === 'access') {
        this.adopt(user);
        return 'signed-in';
      }
      return await this.handleSignedIn(user, { explicit: false });
    } catch (error) {
      // login_required (no provider session) and the like: not signed in with the e-ID.
      if (hadSsoToken) await this.forget();
      else await this.manager.removeUser().catch(() => undefined);
      const code = (error as { error?: unknown }).error;
      if (typeof code === 'string' && ['login_required', 'interaction_required', 'consent_required', 'invalid_grant'].includes(code)) return 'no-session';
      log('The silent e-ID check failed.', error);
      return 'failed';
    }
  }
}

/** Creates the client (after reading the provider's discovery document) and registers it for the rest of the app. */
export async function createIdentityProvider(config: IdentityProviderConfig): Promise<IdentityProvider> {
  const metadata = await discover(config.issuer);
  const provider = new IdentityProvider(createUserManager(config, metadata));
  registerSsoClient(provider);
  return provider;
}

/** Creates and registers the client, and runs the start-up check. */
export async function startIdentityProvider(config: IdentityProviderConfig): Promise<IdentityProvider> {
  const provider = await createIdentityProvider(config);
  await provider.start();
  return provider;
}
