import { afterEach, describe, expect, it } from 'vitest';
import { clearAllProductStorage, clearSessionEntries, deviceId, readLocal, readSession, sessionEntryTtlMs, sessionKeys, writeLocal, writeSession } from './storage';
import { readInvitation, readReturnTo, readSearchDomains, storeNavigationValues } from './session-values';
import { getScope, setScope } from './scope';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage', () => {
  it('prefixes every key with okisnavn.', () => {
    writeLocal('locale', 'en');
    writeSession(sessionKeys.searchDomains, 'a.fo');
    expect(localStorage.getItem('okisnavn.locale')).toBe('en');
    expect(sessionStorage.getItem('okisnavn.search_domains')).not.toBeNull();
  });

  it("makes this browser's device id once (random, under the prefix) and keeps it", () => {
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem('okisnavn.device_id')).toBe(id);
    expect(deviceId()).toBe(id);
    localStorage.clear();
    expect(deviceId()).not.toBe(id);
  });

  it('gives session entries a 10-minute expiry', () => {
    const now = 1_000_000;
    writeSession(sessionKeys.searchDomains, 'a.fo', { now });
    expect(sessionEntryTtlMs).toBe(600_000);
    expect(readSession(sessionKeys.searchDomains, now + sessionEntryTtlMs - 1)).toBe('a.fo');
    expect(readSession(sessionKeys.searchDomains, now + sessionEntryTtlMs)).toBeNull();
    // The expired entry is gone.
    expect(sessionStorage.getItem('okisnavn.search_domains')).toBeNull();
  });

  it('keeps entries without expiry', () => {
    writeSession(sessionKeys.context, { type: 'shared' }, { ttlMs: null, now: 0 });
    expect(readSession(sessionKeys.context, Number.MAX_SAFE_INTEGER)).toEqual({ type: 'shared' });
  });

  it('drops unreadable entries', () => {
    sessionStorage.setItem('okisnavn.invitation', '{not json');
    expect(readSession(sessionKeys.invitation)).toBeNull();
    expect(sessionStorage.getItem('okisnavn.invitation')).toBeNull();
  });

  it('clears the session entries on logout and everything on "clear", leaving other keys', () => {
    writeLocal('access_token', 'x');
    writeSession(sessionKeys.invitation, { type: 'team', id: 't', inviteId: 'i' });
    localStorage.setItem('other.key', 'kept');
    clearSessionEntries();
    expect(readSession(sessionKeys.invitation)).toBeNull();
    expect(readLocal('access_token')).toBe('x');
    clearAllProductStorage();
    expect(readLocal('access_token')).toBeNull();
    expect(localStorage.getItem('other.key')).toBe('kept');
  });

  it('stores what the navigation rules say', () => {
    storeNavigationValues({ searchDomains: 'a.fo,b.fo', invitation: { type: 'domain', id: 'd', inviteId: 'i' }, returnTo: '/receipts', redirectPath: null });
    expect(readSearchDomains()).toBe('a.fo,b.fo');
    expect(readInvitation()).toEqual({ type: 'domain', id: 'd', inviteId: 'i' });
    expect(readReturnTo()).toBe('/receipts');
    // Going back there uses the stored page up.
    storeNavigationValues({ searchDomains: null, invitation: null, returnTo: null, redirectPath: '/receipts' });
    expect(readReturnTo()).toBeNull();
  });

  it('keeps the selected scope in session storage, personal by default', () => {
    expect(getScope()).toEqual({ type: 'personal' });
    setScope({ type: 'team', teamId: 't1' });
    expect(getScope()).toEqual({ type: 'team', teamId: 't1' });
    expect(getScope()).toBe(getScope());
    sessionStorage.setItem('okisnavn.context', JSON.stringify({ value: { type: 'team' }, expiresAt: null }));
    expect(getScope()).toEqual({ type: 'personal' });
  });
});
