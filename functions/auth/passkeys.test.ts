import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { acceptTakenChallenge, challengeOfAnswer, newChallenge, passkeyChallengeLifetimeSeconds, passkeyIdOf, relyingPartyOf, userIdOfHandle } from './passkeys.ts';

const at = new Date('2026-12-06T12:00:00.000Z');
const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);
const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
  return null;
};

describe('a ceremony challenge', () => {
  const challenge = newChallenge({ challenge: 'abc', purpose: 'sign-in', now: at });

  it('lives 5 minutes: its TTL is 5 minutes from its making', () => {
    expect(passkeyChallengeLifetimeSeconds).toBe(300);
    expect(challenge).toEqual({ challenge: 'abc', purpose: 'sign-in', createdAt: at.toISOString(), expiresAt: at.getTime() / 1000 + 300 });
  });

  it('is taken up to 5 minutes after its making, and refused as expired a moment later', () => {
    expect(acceptTakenChallenge(challenge, { purpose: 'sign-in' }, later(300))).toBe(challenge);
    expect(code(() => acceptTakenChallenge(challenge, { purpose: 'sign-in' }, later(300.001)))).toBe('passkey_challenge_expired');
  });

  it('is single use: once taken out of the store (nothing found) it is refused as used', () => {
    expect(code(() => acceptTakenChallenge(null, { purpose: 'sign-in' }, at))).toBe('passkey_challenge_used');
  });

  it('answers only its own ceremony and person', () => {
    const registration = newChallenge({ challenge: 'r', purpose: 'registration', userId: 'u1', now: at });
    expect(code(() => acceptTakenChallenge(registration, { purpose: 'step-up', userId: 'u1' }, at))).toBe('passkey_challenge_used');
    expect(code(() => acceptTakenChallenge(registration, { purpose: 'registration', userId: 'u2' }, at))).toBe('passkey_challenge_used');
    expect(code(() => acceptTakenChallenge(registration, { purpose: 'registration' }, at))).toBe('passkey_challenge_used');
    expect(acceptTakenChallenge(registration, { purpose: 'registration', userId: 'u1' }, at)).toBe(registration);
  });
});

describe('reading an answer', () => {
  it('finds the challenge in clientDataJSON, and refuses an answer without one', () => {
    const clientData = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
    expect(challengeOfAnswer(clientData({ type: 'webauthn.get', challenge: 'xyz' }))).toBe('xyz');
    expect(code(() => challengeOfAnswer(clientData({ type: 'webauthn.get' })))).toBe('passkey_not_verified');
    expect(code(() => challengeOfAnswer(clientData('not json')))).toBe('passkey_not_verified');
    expect(code(() => challengeOfAnswer(clientData({ challenge: 'x'.repeat(201) })))).toBe('passkey_not_verified');
  });

  it('reads the user id from the user handle, and nothing from a handle that is not one', () => {
    expect(userIdOfHandle(Buffer.from('2f1c-user_1').toString('base64url'))).toBe('2f1c-user_1');
    expect(userIdOfHandle(undefined)).toBeNull();
    expect(userIdOfHandle(Buffer.from('USER#x').toString('base64url'))).toBeNull();
  });

  it('keys a passkey by a fixed-length hash of its credential id', () => {
    expect(passkeyIdOf('a'.repeat(1364))).toMatch(/^[\w-]{43}$/);
    expect(passkeyIdOf('a')).not.toBe(passkeyIdOf('b'));
  });
});

describe('the relying party', () => {
  it('is the portal’s host and origin', () => {
    expect(relyingPartyOf('https://okisnavn.fo/')).toEqual({ id: 'okisnavn.fo', origin: 'https://okisnavn.fo', name: 'Økisnavn' });
    expect(relyingPartyOf('http://localhost:3222')).toMatchObject({ id: 'localhost', origin: 'http://localhost:3222' });
  });

  it('is localhost on the same port where the portal is an IP loopback address (browsers take no IP address as the party’s id)', () => {
    expect(relyingPartyOf('http://127.0.0.1:3222')).toMatchObject({ id: 'localhost', origin: 'http://localhost:3222' });
    expect(relyingPartyOf('http://[::1]:3222')).toMatchObject({ id: 'localhost', origin: 'http://localhost:3222' });
  });
});
