import { describe, expect, it } from 'vitest';
import { acceptBackchannelLogout, type BackchannelLogoutPorts, logoutTokenOf } from './backchannel-logout.ts';

const at = new Date('2026-11-22T12:00:00Z');

function ports(seen = new Set<string>()) {
  const ended: unknown[] = [];
  const value: BackchannelLogoutPorts = {
    verify: async (token) => (token === 'good' ? { jti: 'j1', rememberUntil: 1, scope: { sessionId: 'eid-s1' } } : null),
    eidSessions: {
      endOnce: async (input) => {
        if (seen.has(input.jti)) return false;
        seen.add(input.jti);
        ended.push(input.scope);
        return true;
      },
    },
    clock: { now: () => at },
  };
  return { value, ended };
}

describe('the provider’s back-channel logout', () => {
  it('ends what a valid token names, once', async () => {
    const { value, ended } = ports();
    await acceptBackchannelLogout({ logoutToken: 'good' }, value);
    expect(ended).toEqual([{ sessionId: 'eid-s1' }]);
    // The same token again is a replay: refused, nothing more ended.
    await expect(acceptBackchannelLogout({ logoutToken: 'good' }, value)).rejects.toMatchObject({ code: 'invalid_logout_token', status: 400 });
    expect(ended).toHaveLength(1);
  });

  it('refuses a missing or invalid token and ends nothing', async () => {
    const { value, ended } = ports();
    await expect(acceptBackchannelLogout({ logoutToken: null }, value)).rejects.toMatchObject({ code: 'invalid_logout_token' });
    await expect(acceptBackchannelLogout({ logoutToken: 'forged' }, value)).rejects.toMatchObject({ code: 'invalid_logout_token' });
    expect(ended).toEqual([]);
  });

  it('reads the token from a form-encoded body only, and only one', () => {
    const form = 'application/x-www-form-urlencoded';
    expect(logoutTokenOf('logout_token=a.b.c', form)).toBe('a.b.c');
    expect(logoutTokenOf('logout_token=a.b.c', `${form}; charset=utf-8`)).toBe('a.b.c');
    expect(logoutTokenOf('{"logout_token":"a.b.c"}', 'application/json')).toBeNull();
    expect(logoutTokenOf('logout_token=a&logout_token=b', form)).toBeNull();
    expect(logoutTokenOf('', form)).toBeNull();
    expect(logoutTokenOf(undefined, undefined)).toBeNull();
  });
});
