import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import type { NotMeLink } from './not-me-model.ts';
import { carriesNotMeLink, notMeAllowance, notMeLinkExpiresAt, notMeLinkUrl, notMeLockStep, notMeTokenHash, usableNotMeLink } from './not-me-rules.ts';

const now = new Date('2026-12-06T12:00:00.000Z');
const link = (over: Partial<NotMeLink> = {}): NotMeLink => ({
  tokenHash: 'h',
  actorId: 'a',
  actorName: 'A',
  domainId: 'd',
  recipientId: 'r',
  eventId: 'e',
  createdAt: now.toISOString(),
  expiresAt: notMeLinkExpiresAt(now),
  ...over,
});
const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
  return undefined;
};

describe('the "This was not me" link', () => {
  it('goes with a person’s changes to a domain only', () => {
    expect(carriesNotMeLink('domain.name-servers-changed', 'u1')).toBe(true);
    expect(carriesNotMeLink('domain.portal-lock-lift-requested', 'u1')).toBe(true);
    // The registry and the jobs are no person.
    expect(carriesNotMeLink('domain.name-servers-changed', undefined)).toBe(false);
    // One's own account, and the report itself, carry none.
    expect(carriesNotMeLink('user.passkeys-changed', 'u1')).toBe(false);
    expect(carriesNotMeLink('domain.not-me-reported', 'u1')).toBe(false);
  });

  it('is kept as the SHA-256 of its token and lives 14 days', () => {
    expect(notMeTokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(notMeLinkExpiresAt(now)).toBe(now.getTime() / 1000 + 14 * 24 * 3600);
    expect(notMeLinkUrl('https://okisnavn.fo', 'tok')).toBe('https://okisnavn.fo/not-me/tok');
  });

  it('works until its 14 days are over, once; an unknown one never', () => {
    expect(usableNotMeLink(link(), now)).toEqual(link());
    const lastSecond = new Date(notMeLinkExpiresAt(now) * 1000 - 1000);
    expect(usableNotMeLink(link(), lastSecond).tokenHash).toBe('h');
    expect(codeOf(() => usableNotMeLink(link(), new Date(notMeLinkExpiresAt(now) * 1000)))).toBe('not_me_link_invalid');
    expect(codeOf(() => usableNotMeLink(null, now))).toBe('not_me_link_invalid');
    expect(codeOf(() => usableNotMeLink(link({ usedAt: now.toISOString() }), now))).toBe('not_me_link_used');
  });

  it('puts the lock on when it is off, cancels a waiting lift, and leaves a lock that holds', () => {
    const lockedAt = '2026-12-01T00:00:00.000Z';
    expect(notMeLockStep(undefined, now)).toBe('lock');
    expect(notMeLockStep({ lockedAt, lockedBy: 'o' }, now)).toBe('keep');
    const waiting = { requestedAt: lockedAt, requestedBy: 'o', approval: 'wait' as const, liftsAt: '2026-12-07T00:00:00.000Z' };
    expect(notMeLockStep({ lockedAt, lockedBy: 'o', lift: waiting }, now)).toBe('cancel-lift');
    // A wait that is over reads as lifted: the report locks anew.
    expect(notMeLockStep({ lockedAt, lockedBy: 'o', lift: { ...waiting, liftsAt: '2026-12-06T11:00:00.000Z' } }, now)).toBe('lock');
    expect(notMeLockStep({ lockedAt, lockedBy: 'o', lift: { requestedAt: lockedAt, requestedBy: 'o', approval: 'second_owner' } }, now)).toBe('cancel-lift');
  });

  it('is reported at most 10 times in 15 minutes from one address', () => {
    expect(notMeAllowance('192.0.2.1')).toEqual({ rule: 'not-me-ip', key: '192.0.2.1', limit: 10, windowSeconds: 900 });
  });
});
