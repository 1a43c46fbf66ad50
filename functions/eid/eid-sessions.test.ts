import { describe, expect, it } from 'vitest';
import { eidSessionId, endKeptUntil, isEidSessionId, isSessionEnded, maxSessionSeconds, withinPortalLimits } from './eid-sessions.ts';

const now = 1_800_000_000;
const hour = 3600;

describe('the portal’s limits on an e-ID access token', () => {
  it.each([
    ['a 5-minute token issued now', { issuedAt: now, expiresAt: now + 300, signedInAt: now }],
    ['a token living exactly 24 h', { issuedAt: now - hour, expiresAt: now - hour + 24 * hour, signedInAt: now - hour }],
    ['a token issued within the 60 s clock skew ahead', { issuedAt: now + 60, expiresAt: now + 360, signedInAt: now + 60 }],
    ['a token of a session begun 30 days ago', { issuedAt: now, expiresAt: now + 300, signedInAt: now - maxSessionSeconds }],
  ])('accepts %s', (_case, times) => {
    expect(withinPortalLimits(times, now)).toBe(true);
  });

  it.each([
    ['exp ten years out', { issuedAt: now, expiresAt: now + 10 * 365 * 24 * hour, signedInAt: now }],
    ['one second over 24 h of life', { issuedAt: now, expiresAt: now + 24 * hour + 1, signedInAt: now }],
    ['issued more than 24 h ago', { issuedAt: now - 24 * hour - 1, expiresAt: now + 60, signedInAt: now - 25 * hour }],
    ['iat a day in the future', { issuedAt: now + 24 * hour, expiresAt: now + 24 * hour + 300, signedInAt: now }],
    ['iat 61 s in the future', { issuedAt: now + 61, expiresAt: now + 361, signedInAt: now }],
    ['a session begun in the future', { issuedAt: now, expiresAt: now + 300, signedInAt: now + 61 }],
    ['a session begun over 30 days ago', { issuedAt: now, expiresAt: now + 300, signedInAt: now - maxSessionSeconds - 1 }],
    ['a time that is no number', { issuedAt: Number.NaN, expiresAt: now + 300, signedInAt: now }],
  ])('refuses %s', (_case, times) => {
    expect(withinPortalLimits(times, now)).toBe(false);
  });
});

describe('e-ID session ids', () => {
  it('are the same for every token of one provider session, and differ between sessions', () => {
    expect(eidSessionId({ sid: 's1', jti: 'a' })).toBe(eidSessionId({ sid: 's1', jti: 'b' }));
    expect(eidSessionId({ sid: 's1' })).not.toBe(eidSessionId({ sid: 's2' }));
    // A token naming no session is a session of its own; a `jti` never collides with a `sid`.
    expect(eidSessionId({ jti: 'x' })).not.toBe(eidSessionId({ sid: 'x' }));
    expect(eidSessionId({})).toBeNull();
  });

  it('are path ids, told apart from our token ids (UUIDs)', () => {
    const id = eidSessionId({ sid: 'a/b c'.repeat(500) })!;
    expect(id).toMatch(/^eid-[A-Za-z0-9_-]{43}$/);
    expect(isEidSessionId(id)).toBe(true);
    expect(isEidSessionId('6f1c0a52-5b7e-4c57-9a55-3b1d7b2d9c1e')).toBe(false);
  });
});

describe('ended sessions', () => {
  const open = { sessionEnded: false, everySessionEndedAt: null };

  it('refuses a session that was ended, and every session begun up to "sign out everywhere"', () => {
    expect(isSessionEnded({ signedInAt: now }, open)).toBe(false);
    expect(isSessionEnded({ signedInAt: now }, { ...open, sessionEnded: true })).toBe(true);
    expect(isSessionEnded({ signedInAt: now - hour }, { ...open, everySessionEndedAt: now })).toBe(true);
    expect(isSessionEnded({ signedInAt: now }, { ...open, everySessionEndedAt: now })).toBe(true);
  });

  it('lets a session begun after "sign out everywhere" through', () => {
    expect(isSessionEnded({ signedInAt: now + 1 }, { ...open, everySessionEndedAt: now })).toBe(false);
  });

  it('are kept until no token they could refuse is within the limits', () => {
    const until = endKeptUntil(now);
    // A session ended now began now at the latest; at `until` it is older than the limit.
    expect(withinPortalLimits({ issuedAt: until, expiresAt: until + 300, signedInAt: now }, until)).toBe(false);
    // A second earlier (less the clock skew) it could still pass: the end is still needed.
    expect(withinPortalLimits({ issuedAt: until - 61, expiresAt: until + 200, signedInAt: now }, until - 61)).toBe(true);
  });
});
