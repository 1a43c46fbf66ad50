import { describe, expect, it } from 'vitest';
import { eidAuthenticatedAt, isFreshSignIn, stepUpWindowMs } from './freshness.ts';

describe('a fresh sign-in (step-up before risky changes)', () => {
  const signedIn = new Date('2026-12-06T12:00:00.000Z');
  const after = (ms: number) => new Date(signedIn.getTime() + ms);

  it('is fresh up to exactly 5 minutes after the sign-in, and not a millisecond later', () => {
    expect(stepUpWindowMs).toBe(5 * 60 * 1000);
    expect(isFreshSignIn(signedIn.toISOString(), signedIn)).toBe(true);
    expect(isFreshSignIn(signedIn.toISOString(), after(4 * 60 * 1000 + 59_999))).toBe(true);
    expect(isFreshSignIn(signedIn.toISOString(), after(5 * 60 * 1000))).toBe(true);
    expect(isFreshSignIn(signedIn.toISOString(), after(5 * 60 * 1000 + 1))).toBe(false);
    expect(isFreshSignIn(signedIn.toISOString(), after(24 * 3600 * 1000))).toBe(false);
  });

  it('is not fresh without a sign-in time (a session stored before it was kept) or with an unreadable one', () => {
    expect(isFreshSignIn(undefined, signedIn)).toBe(false);
    expect(isFreshSignIn('', signedIn)).toBe(false);
    expect(isFreshSignIn('yesterday', signedIn)).toBe(false);
  });

  it("reads an e-ID session's auth_time (epoch seconds) by the same rule", () => {
    const authTime = Math.floor(signedIn.getTime() / 1000);
    expect(eidAuthenticatedAt(authTime)).toBe('2026-12-06T12:00:00.000Z');
    expect(isFreshSignIn(eidAuthenticatedAt(authTime), after(5 * 60 * 1000))).toBe(true);
    expect(isFreshSignIn(eidAuthenticatedAt(authTime - 1), after(5 * 60 * 1000))).toBe(false);
  });
});
