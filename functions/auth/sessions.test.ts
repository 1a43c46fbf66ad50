import { describe, expect, it } from 'vitest';
import type { AccessTokenRecord } from './model.ts';
import { eidSessionId } from '../eid/eid-sessions.ts';
import { endCurrentSession, endEverySession, deviceKeyOf, markSessionAuthenticated, deviceOf, revokeSession, sessionDevice, type SessionPorts } from './sessions.ts';

describe('session devices', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox', 'Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome', 'Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0', 'Edge', 'Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari', 'iOS'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari', 'macOS'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 'Chrome', 'Android'],
    ['curl/8.8.0', 'curl', null],
    ['node', 'Node.js', null],
    ['x'.repeat(500), null, null],
    ['', null, null],
    [undefined, null, null],
  ])('%s → %s, %s (names, no sentence in any language)', (agent, browser, system) => {
    expect(sessionDevice(agent)).toEqual({ browser, system });
  });

  it('reads the device of a token stored before devices were stored apart from its English label', () => {
    expect(deviceOf({ label: 'Safari on iOS' })).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(deviceOf({ label: 'Node.js' })).toEqual({ browser: 'Node.js', system: null });
    expect(deviceOf({ label: 'Unknown device' })).toEqual({ browser: null, system: null });
    expect(deviceOf({ label: 'development sign-in (npm start)' })).toEqual({ browser: null, system: null });
    // A token with its own device ignores its label (now the raw User-Agent).
    expect(deviceOf({ label: 'Mozilla/5.0 (iPhone…) Safari/604.1', browser: 'Safari', system: 'iOS' })).toEqual({ browser: 'Safari', system: 'iOS' });
    expect(deviceOf({ label: 'curl/8.8.0', browser: 'curl' })).toEqual({ browser: 'curl', system: null });
  });
});

describe('device keys (known devices)', () => {
  const firefox = { browser: 'Firefox', system: 'Linux' };
  const id = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

  it('is the same for the same user, device id, browser and system, and keeps neither the id nor the agent', () => {
    expect(deviceKeyOf('u1', id, firefox)).toBe(deviceKeyOf('u1', id, firefox));
    expect(deviceKeyOf('u1', id, firefox)).toMatch(/^[\w-]{43}$/);
    expect(deviceKeyOf('u1', id, firefox)).not.toContain(id);
  });

  it('differs for another device id, another browser or system, and another user', () => {
    const key = deviceKeyOf('u1', id, firefox);
    expect(deviceKeyOf('u1', 'ffffffffffffffffffffffffffffffff', firefox)).not.toBe(key);
    expect(deviceKeyOf('u1', id, { browser: 'Chrome', system: 'Linux' })).not.toBe(key);
    expect(deviceKeyOf('u1', id, { browser: 'Firefox', system: 'Windows' })).not.toBe(key);
    expect(deviceKeyOf('u2', id, firefox)).not.toBe(key);
  });

  it('reads a missing or malformed device id as none: the browser and system alone', () => {
    expect(deviceKeyOf('u1', undefined, firefox)).toBe(deviceKeyOf('u1', 'short', firefox));
    expect(deviceKeyOf('u1', undefined, firefox)).toBe(deviceKeyOf('u1', 'no spaces or other signs allowed!!', firefox));
    expect(deviceKeyOf('u1', undefined, firefox)).not.toBe(deviceKeyOf('u1', id, firefox));
  });
});

describe('ending sessions, ours and the national e-ID’s', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const providerNow = new Date('2026-11-22T12:00:03Z');
  const eidSession = eidSessionId({ sid: 'provider-session' })!;

  function fakePorts(options: { subject?: string | null } = {}) {
    const stored: AccessTokenRecord[] = [
      { tokenId: 't1', tokenHash: 'h1', userId: 'u1', expiresAt: now.getTime() / 1000 + 60 } as AccessTokenRecord,
      { tokenId: 't2', tokenHash: 'h2', userId: 'u1', expiresAt: now.getTime() / 1000 + 60 } as AccessTokenRecord,
      { tokenId: 't3', tokenHash: 'h3', userId: 'u1', expiresAt: now.getTime() / 1000 - 60 } as AccessTokenRecord,
    ];
    const done: string[] = [];
    const ports: SessionPorts = {
      tokens: {
        issue: async () => {
          throw new Error('not here');
        },
        listOfUser: async (userId) => stored.filter((token) => token.userId === userId),
        revoke: async (tokenHash, at) => void done.push(`revoke ${tokenHash} ${at.toISOString()}`),
        markAuthenticated: async (tokenHash, at) => void done.push(`authenticated ${tokenHash} ${at.toISOString()}`),
      },
      clock: { now: () => now },
      eidSessions: {
        endSession: async (sessionId, at) => void done.push(`end ${sessionId} ${at.toISOString()}`),
        endEverySession: async (subject, at) => void done.push(`end every ${subject} ${at.toISOString()}`),
        subjectOf: async () => (options.subject === undefined ? '0202802345' : options.subject),
      },
      eidClock: { now: () => providerNow },
    };
    return { ports, done };
  }

  it('logout of an e-ID session ends that session, on the provider’s clock', async () => {
    const { ports, done } = fakePorts();
    await endCurrentSession({ userId: 'u1', tokenId: eidSession }, ports);
    expect(done).toEqual([`end ${eidSession} ${providerNow.toISOString()}`]);
  });

  it('logout of our session revokes our token and touches no e-ID session', async () => {
    const { ports, done } = fakePorts();
    await endCurrentSession({ userId: 'u1', tokenId: 't1' }, ports);
    expect(done).toEqual([`revoke h1 ${now.toISOString()}`]);
  });

  it('revokes the caller’s current e-ID session by its id, but no other e-ID id (unknown to the portal)', async () => {
    const { ports, done } = fakePorts();
    await revokeSession({ userId: 'u1', tokenId: eidSession, currentTokenId: eidSession }, ports);
    expect(done).toEqual([`end ${eidSession} ${providerNow.toISOString()}`]);
    await expect(revokeSession({ userId: 'u1', tokenId: eidSessionId({ sid: 'other' })!, currentTokenId: eidSession }, ports)).rejects.toMatchObject({ code: 'not_found' });
    await expect(revokeSession({ userId: 'u1', tokenId: eidSession, currentTokenId: 't1' }, ports)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('"sign out everywhere" revokes every live token of ours and ends every e-ID session of the user', async () => {
    const { ports, done } = fakePorts();
    await endEverySession({ userId: 'u1' }, ports);
    expect(done).toEqual([`revoke h1 ${now.toISOString()}`, `revoke h2 ${now.toISOString()}`, `end every 0202802345 ${providerNow.toISOString()}`]);
  });

  it('"sign out everywhere" of a user without an e-ID revokes our tokens only', async () => {
    const { ports, done } = fakePorts({ subject: null });
    await endEverySession({ userId: 'u1' }, ports);
    expect(done.filter((line) => line.startsWith('end'))).toEqual([]);
  });

  it('a step-up marks the caller’s own live session authenticated now, and no other', async () => {
    const { ports, done } = fakePorts();
    await markSessionAuthenticated({ userId: 'u1', tokenId: 't2' }, ports);
    expect(done).toEqual([`authenticated h2 ${now.toISOString()}`]);
    // An ended session, another user's: nothing to mark. An e-ID session steps up at its provider: refused.
    await expect(markSessionAuthenticated({ userId: 'u1', tokenId: 't3' }, ports)).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(markSessionAuthenticated({ userId: 'u2', tokenId: 't1' }, ports)).rejects.toMatchObject({ code: 'unauthenticated' });
    await expect(markSessionAuthenticated({ userId: 'u1', tokenId: eidSession }, ports)).rejects.toMatchObject({ code: 'forbidden' });
    expect(done).toHaveLength(1);
  });
});
