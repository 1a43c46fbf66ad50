import { User as OidcUser, type User, type UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, showError } from '#web/components/ui/toasts/toast-store.ts';
import { getAccessToken, setAccessToken } from '#web/lib/access-token.ts';
import { readPendingUser, savePendingUser } from '#web/lib/pending-user.ts';
import { registerSsoClient } from '#web/lib/sso.ts';
import { initI18n } from '#web/lib/i18n.ts';
import { jsonResponse } from '#web/testing/render.tsx';
import { createUserManager, IdentityProvider, sameSite } from './identity-provider';

vi.mock('#web/components/ui/toasts/toast-store.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#web/components/ui/toasts/toast-store.ts')>();
  return { ...original, showError: vi.fn(original.showError) };
});

function user(token: string, secondsLeft = 300, profile: Record<string, unknown> = {}): User {
  return {
    access_token: token,
    id_token: 'id-token',
    expires_at: Math.floor(Date.now() / 1000) + secondsLeft,
    profile: { sub: '0101901234', name: 'Anna Hansen', ...profile },
  } as unknown as User;
}

function fakeManager(overrides: Partial<Record<'signinSilent' | 'signinRedirectCallback' | 'getUser', unknown>> = {}) {
  const loaded: ((user: User) => void)[] = [];
  const base = {
    events: {
      addUserLoaded: (callback: (user: User) => void) => loaded.push(callback),
      addUserUnloaded: vi.fn(),
      addUserSignedOut: vi.fn(),
    },
    settings: { metadata: { end_session_endpoint: 'http://idp/logout' } },
    getUser: vi.fn(async () => null),
    removeUser: vi.fn(async () => undefined),
    clearStaleState: vi.fn(async () => undefined),
    signinSilent: vi.fn(async () => null),
    signinRedirectCallback: vi.fn(),
    signinRedirect: vi.fn(async () => undefined),
    revokeTokens: vi.fn(async () => undefined),
    signoutRedirect: vi.fn(async () => undefined),
  };
  const manager = { ...base, ...overrides } as typeof base;
  return { manager: manager as unknown as UserManager, raw: manager, fireLoaded: (next: User) => loaded.forEach((callback) => callback(next)) };
}

function serveCheck(answer: () => Response) {
  const seen: { url: string; authorization: string | undefined }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    seen.push({ url: String(input), authorization: (init.headers as Record<string, string>).Authorization });
    return answer();
  });
  return seen;
}

beforeEach(() => {
  initI18n('fo');
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
  registerSsoClient(null);
  clearToasts();
  localStorage.clear();
});

describe('the e-ID client', () => {
  it('a linked e-ID: the provider token becomes the access token', async () => {
    const seen = serveCheck(() => jsonResponse(200, { data: { user_exists: true } }));
    const { manager } = fakeManager();
    const provider = new IdentityProvider(manager);
    await expect(provider.handleSignedIn(user('jwt-1'), { explicit: true })).resolves.toBe('signed-in');
    expect(seen[0]).toEqual({ url: '/api/auth/check-samleikin-user-is-verified', authorization: 'Bearer jwt-1' });
    expect(getAccessToken()).toBe('jwt-1');
    expect(provider.isSignedIn()).toBe(true);
    expect(readPendingUser()).toBeNull();
  });

  it('a first-time e-ID: the pending record (token, name, expiry) is kept and /create-user comes next', async () => {
    serveCheck(() => jsonResponse(200, { data: { user_exists: false } }));
    const { manager } = fakeManager();
    const provider = new IdentityProvider(manager);
    const signedIn = user('jwt-2');
    await expect(provider.handleSignedIn(signedIn, { explicit: true })).resolves.toBe('pending');
    expect(getAccessToken()).toBeNull();
    expect(readPendingUser()).toEqual({ token: 'jwt-2', name: 'Anna Hansen', expiry: signedIn.expires_at });
    expect(JSON.parse(localStorage.getItem('okisnavn.pending_create_user') ?? '{}')).toMatchObject({ token: 'jwt-2' });
    expect(window.location.pathname).toBe('/create-user');
    // The pending token is the one to refresh before calls.
    expect(provider.tokenExpiresAt()).toBe(signedIn.expires_at! * 1000);
    expect(provider.isSignedIn()).toBe(false);
  });

  it('a first-time e-ID that gives an e-mail: the pending record keeps it for the sign-up form, also through a refresh', async () => {
    serveCheck(() => jsonResponse(200, { data: { user_exists: false } }));
    const refreshed = user('jwt-4', 600, { email: 'anna@example.fo' });
    const { manager } = fakeManager({ signinSilent: vi.fn(async () => refreshed) });
    const provider = new IdentityProvider(manager);
    const signedIn = user('jwt-3', 300, { email: 'anna@example.fo' });
    await expect(provider.handleSignedIn(signedIn, { explicit: true })).resolves.toBe('pending');
    expect(readPendingUser()).toEqual({ token: 'jwt-3', name: 'Anna Hansen', expiry: signedIn.expires_at, email: 'anna@example.fo' });
    await provider.refresh();
    expect(readPendingUser()).toEqual({ token: 'jwt-4', name: 'Anna Hansen', expiry: refreshed.expires_at, email: 'anna@example.fo' });
  });

  it('a failed check: a toast with the server message, and the e-ID session is dropped', async () => {
    serveCheck(() => jsonResponse(403, { error: { code: 'forbidden', message: 'Samleikin er ikki góðtikin.' } }));
    const { manager, raw } = fakeManager();
    const provider = new IdentityProvider(manager);
    await expect(provider.handleSignedIn(user('jwt-3'), { explicit: true })).resolves.toBe('failed');
    expect(getAccessToken()).toBeNull();
    expect(raw.removeUser).toHaveBeenCalled();
    expect(showError).toHaveBeenCalledWith('Samleikin er ikki góðtikin.');
  });

  it('a refreshed token replaces the saved access token (spec start-up step 4)', async () => {
    serveCheck(() => jsonResponse(200, { data: { user_exists: true } }));
    const { manager, raw, fireLoaded } = fakeManager();
    const provider = new IdentityProvider(manager);
    await provider.handleSignedIn(user('jwt-old', 100), { explicit: false });
    raw.signinSilent.mockResolvedValueOnce(user('jwt-new', 300) as never);
    await provider.refresh();
    expect(getAccessToken()).toBe('jwt-new');
    // A token loaded by the library (another refresh path) is adopted the same way.
    fireLoaded(user('jwt-newer', 300));
    expect(getAccessToken()).toBe('jwt-newer');
  });

  it('one refresh at a time: callers asking meanwhile share it (a rotated refresh token is used once)', async () => {
    serveCheck(() => jsonResponse(200, { data: { user_exists: true } }));
    const { manager, raw } = fakeManager();
    const provider = new IdentityProvider(manager);
    await provider.handleSignedIn(user('jwt-old', 30), { explicit: false });
    let answer: (next: User) => void = () => undefined;
    raw.signinSilent.mockImplementation(() => new Promise<User>((resolve) => (answer = resolve)) as never);
    const first = provider.refresh();
    const second = provider.refresh();
    expect(raw.signinSilent).toHaveBeenCalledTimes(1);
    answer(user('jwt-new', 70));
    await Promise.all([first, second]);
    expect(getAccessToken()).toBe('jwt-new');
    // Done: the next one asks the provider again, and its failure reaches the caller.
    raw.signinSilent.mockRejectedValueOnce(Object.assign(new Error('grant request is invalid'), { error: 'invalid_grant' }) as never);
    await expect(provider.refresh()).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(raw.signinSilent).toHaveBeenCalledTimes(2);
  });

  it('a password session is left alone by a refreshed e-ID token', async () => {
    const { manager, fireLoaded } = fakeManager();
    const provider = new IdentityProvider(manager);
    setAccessToken('opaque.password-token');
    fireLoaded(user('jwt-x'));
    expect(getAccessToken()).toBe('opaque.password-token');
    expect(provider.tokenExpiresAt()).toBeNull();
  });

  it('the pending record follows a refresh', async () => {
    serveCheck(() => jsonResponse(200, { data: { user_exists: false } }));
    const { manager, fireLoaded } = fakeManager();
    const provider = new IdentityProvider(manager);
    await provider.handleSignedIn(user('jwt-p1'), { explicit: false });
    fireLoaded(user('jwt-p2', 200));
    expect(readPendingUser()?.token).toBe('jwt-p2');
  });

  it('check-sso without a provider session keeps a password session and drops a stale e-ID token', async () => {
    const noSession = Object.assign(new Error('login_required'), { error: 'login_required' });
    const first = fakeManager({ signinSilent: vi.fn(async () => Promise.reject(noSession)) });
    setAccessToken('opaque.password-token');
    await expect(new IdentityProvider(first.manager).start('http://localhost/')).resolves.toBe('no-session');
    expect(getAccessToken()).toBe('opaque.password-token');

    const stale = user('jwt-stale');
    const second = fakeManager({ getUser: vi.fn(async () => stale), signinSilent: vi.fn(async () => Promise.reject(noSession)) });
    setAccessToken('jwt-stale');
    await expect(new IdentityProvider(second.manager).start('http://localhost/')).resolves.toBe('no-session');
    expect(getAccessToken()).toBeNull();
  });

  it('finishes the code flow when the provider returns to /login', async () => {
    serveCheck(() => jsonResponse(200, { data: { user_exists: true } }));
    const callback = vi.fn(async () => user('jwt-cb'));
    const { manager } = fakeManager({ signinRedirectCallback: callback });
    window.history.replaceState(null, '', '/login?code=abc&state=xyz');
    const href = window.location.href;
    await expect(new IdentityProvider(manager).start(href)).resolves.toBe('signed-in');
    expect(callback).toHaveBeenCalledWith(href);
    expect(window.location.search).toBe('');
    expect(getAccessToken()).toBe('jwt-cb');
  });

  it('logout revokes, clears every okisnavn. key but the locale, and calls the provider logout', async () => {
    serveCheck(() => jsonResponse(200, { data: { user_exists: true } }));
    const { manager, raw } = fakeManager();
    const provider = new IdentityProvider(manager);
    await provider.handleSignedIn(user('jwt-l'), { explicit: false });
    localStorage.setItem('okisnavn.locale', 'en');
    localStorage.setItem('okisnavn.oidc.user:x:app', '{}');
    sessionStorage.setItem('okisnavn.context', '{}');
    localStorage.setItem('other.key', 'kept');
    await provider.logout();
    expect(raw.revokeTokens).toHaveBeenCalled();
    expect(raw.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-token', post_logout_redirect_uri: `${window.location.origin}/` });
    expect(getAccessToken()).toBeNull();
    expect(localStorage.getItem('okisnavn.oidc.user:x:app')).toBeNull();
    expect(sessionStorage.getItem('okisnavn.context')).toBeNull();
    expect(localStorage.getItem('okisnavn.locale')).toBe('fo');
    expect(localStorage.getItem('other.key')).toBe('kept');
  });

  it('logout keeps this browser’s device id, so its next sign-in is from a known device', async () => {
    serveCheck(() => jsonResponse(200, { data: { user_exists: true } }));
    const { manager } = fakeManager();
    const provider = new IdentityProvider(manager);
    await provider.handleSignedIn(user('jwt-d'), { explicit: false });
    localStorage.setItem('okisnavn.device_id', '0123456789abcdef0123456789abcdef');
    await provider.logout();
    expect(localStorage.getItem('okisnavn.device_id')).toBe('0123456789abcdef0123456789abcdef');
  });

  it('a failed revoke is only logged; the provider logout still runs', async () => {
    serveCheck(() => jsonResponse(200, { data: { user_exists: true } }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { manager, raw } = fakeManager();
    raw.revokeTokens.mockRejectedValueOnce(new Error('offline'));
    const provider = new IdentityProvider(manager);
    await provider.handleSignedIn(user('jwt-r'), { explicit: false });
    await provider.logout();
    expect(warn).toHaveBeenCalled();
    expect(raw.signoutRedirect).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('pending record', () => {
  it('expires with its token', () => {
    savePendingUser({ token: 't', name: 'Anna Hansen', expiry: Math.floor(Date.now() / 1000) - 1 });
    expect(readPendingUser()).toBeNull();
    expect(localStorage.getItem('okisnavn.pending_create_user')).toBeNull();
  });
});

describe('the OIDC client settings', () => {
  it('code flow with PKCE against the issuer, back to /login, silent checks on /silent-check-sso.html', () => {
    const manager = createUserManager(
      { issuer: 'https://login.example.fo/realms/okisnavn', clientId: 'app' },
      { check_session_iframe: 'https://login.example.fo/realms/okisnavn/protocol/openid-connect/login-status-iframe.html' },
      'https://www.example.fo',
    );
    const { settings } = manager;
    expect(settings.authority).toBe('https://login.example.fo/realms/okisnavn');
    expect(settings.client_id).toBe('app');
    expect(settings.response_type).toBe('code');
    expect(settings.disablePKCE).toBe(false);
    expect(settings.scope).toBe('openid profile email');
    expect(settings.redirect_uri).toBe('https://www.example.fo/login');
    expect(settings.silent_redirect_uri).toBe('https://www.example.fo/silent-check-sso.html');
    expect(settings.post_logout_redirect_uri).toBe('https://www.example.fo/');
    expect(settings.automaticSilentRenew).toBe(false);
    expect(settings.staleStateAgeInSeconds).toBe(3600);
    // Same site: the session can be monitored.
    expect(settings.monitorSession).toBe(true);
  });

  it('logout revokes the refresh token first, so a provider that refuses to revoke access tokens still ends it', async () => {
    const hints: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const hint = new URLSearchParams(String(init.body)).get('token_type_hint');
        hints.push(hint);
        return hint === 'access_token' ? jsonResponse(400, { error: 'unsupported_token_type' }) : new Response(null, { status: 200 });
      }),
    );
    const manager = createUserManager(
      { issuer: 'https://login.example.fo/realms/okisnavn', clientId: 'app' },
      { revocation_endpoint: 'https://login.example.fo/revoke' },
      'https://www.example.fo',
    );
    await manager.storeUser(new OidcUser({ access_token: 'access', refresh_token: 'refresh', token_type: 'Bearer', profile: { sub: '0101901234' } as never }));
    await expect(manager.revokeTokens()).rejects.toThrow(/unsupported_token_type/);
    expect(hints).toEqual(['refresh_token', 'access_token']);
  });

  it('monitors the session only on the same site', () => {
    expect(sameSite('https://login.example.fo/x', 'https://www.example.fo')).toBe(true);
    expect(sameSite('https://samleiki.fo', 'https://www.example.fo')).toBe(false);
    expect(sameSite('http://127.0.0.1:3100/oidc', 'http://127.0.0.1:3100')).toBe(true);
    expect(sameSite('http://127.0.0.1:3100/oidc', 'https://127.0.0.1:3100')).toBe(false);
    const manager = createUserManager({ issuer: 'https://samleiki.fo/realms/x', clientId: 'app' }, { check_session_iframe: 'https://samleiki.fo/i' }, 'https://www.example.fo');
    expect(manager.settings.monitorSession).toBe(false);
  });
});
