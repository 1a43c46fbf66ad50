import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSsoClient, registerSsoClient, ssoNeededAtStart, type SsoClient } from '#web/lib/sso.ts';
import { onDemandSsoClient, startSso } from './start';

/** The e-ID client module, replaced: what matters here is whether and when it is loaded. */
const loaded = vi.hoisted(() => ({ start: vi.fn(), create: vi.fn() }));
vi.mock('./identity-provider', () => {
  loaded.start.mockImplementation(() => Promise.resolve());
  return { startIdentityProvider: loaded.start, createIdentityProvider: loaded.create };
});

const config = { issuer: 'http://localhost/oidc', clientId: 'app' };
const at = (path: string) => new URL(path, 'http://localhost');

beforeEach(() => {
  localStorage.clear();
  loaded.start.mockClear();
  loaded.create.mockReset();
  registerSsoClient(null);
});
afterEach(() => registerSsoClient(null));

describe('ssoNeededAtStart', () => {
  it('is needed back from the provider on /login (a code or an error with the state)', () => {
    expect(ssoNeededAtStart(at('/login?state=abc&code=xyz'), '/login')).toBe(true);
    expect(ssoNeededAtStart(at('/login?state=abc&error=access_denied'), '/login')).toBe(true);
  });

  it('is needed while an e-ID user is stored (a session, or a first-time identity on its way to /create-user)', () => {
    localStorage.setItem('okisnavn.oidc.user:http://localhost/oidc:app', '{"access_token":"t"}');
    expect(ssoNeededAtStart(at('/'), '/login')).toBe(true);
  });

  it('is not needed for a visitor without either: other keys, other paths and half a callback do not count', () => {
    localStorage.setItem('okisnavn.access_token', 'a-password-session');
    localStorage.setItem('okisnavn.oidc.8f2e7', '{"state":"a sign-in the visitor left"}');
    expect(ssoNeededAtStart(at('/login'), '/login')).toBe(false);
    expect(ssoNeededAtStart(at('/login?state=abc'), '/login')).toBe(false);
    expect(ssoNeededAtStart(at('/domains?state=abc&code=xyz'), '/login')).toBe(false);
    expect(ssoNeededAtStart(at('/login?state=abc&code=xyz'), '/login', null)).toBe(true);
    expect(ssoNeededAtStart(at('/'), '/login', null)).toBe(false);
  });
});

describe('startSso', () => {
  it('does not load the e-ID client for a visitor without an e-ID session, and registers a stand-in', async () => {
    await startSso(config, at('/login'));
    expect(loaded.start).not.toHaveBeenCalled();
    expect(loaded.create).not.toHaveBeenCalled();
    const client = getSsoClient();
    expect(client).not.toBeNull();
    expect(client!.isSignedIn()).toBe(false);
    expect(client!.tokenExpiresAt()).toBeNull();
  });

  it('loads the client and runs its check-sso start-up when the provider answers on /login', async () => {
    await startSso(config, at('/login?state=abc&code=xyz'));
    expect(loaded.start).toHaveBeenCalledWith(config);
  });

  it('loads the client and runs its check-sso start-up (silent check, token refresh) for a stored e-ID user', async () => {
    localStorage.setItem('okisnavn.oidc.user:http://localhost/oidc:app', '{"access_token":"t"}');
    await startSso(config, at('/'));
    expect(loaded.start).toHaveBeenCalledWith(config);
  });
});

describe('the stand-in client', () => {
  function realClient(): SsoClient & { signIn: ReturnType<typeof vi.fn> } {
    return { tokenExpiresAt: () => null, isSignedIn: () => false, refresh: vi.fn(), forget: vi.fn(), logout: vi.fn(), signIn: vi.fn(() => Promise.resolve()) };
  }

  it('loads the e-ID client when the visitor chooses the e-ID, and hands the sign-in on to it', async () => {
    const real = realClient();
    loaded.create.mockResolvedValue(real);
    const standIn = onDemandSsoClient(config);
    await standIn.refresh();
    await standIn.forget();
    expect(loaded.create).not.toHaveBeenCalled();

    await standIn.signIn();
    expect(loaded.create).toHaveBeenCalledWith(config);
    expect(real.signIn).toHaveBeenCalledTimes(1);
    // Loaded once.
    await standIn.signIn();
    expect(loaded.create).toHaveBeenCalledTimes(1);
    expect(real.signIn).toHaveBeenCalledTimes(2);
  });

  it('tries the load again on the next click when it failed (offline, provider down)', async () => {
    loaded.create.mockRejectedValueOnce(new Error('discovery failed'));
    const standIn = onDemandSsoClient(config);
    await expect(standIn.signIn()).rejects.toThrow('discovery failed');
    const real = realClient();
    loaded.create.mockResolvedValue(real);
    await standIn.signIn();
    expect(real.signIn).toHaveBeenCalledTimes(1);
  });
});
