import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.ts';
import { enforceAuthRule, type Identity, identityFromEvent } from './identity.ts';

const anonymous: Identity = { kind: 'anonymous' };
const user = (flags: { isAdmin?: boolean; isVerified?: boolean } = {}): Identity => ({
  kind: 'user',
  userId: 'u',
  tokenId: 't',
  isAdmin: flags.isAdmin ?? false,
  isVerified: flags.isVerified ?? true,
  user: {} as never,
});
const refusal = (rule: Parameters<typeof enforceAuthRule>[0], identity: Identity) => {
  try {
    enforceAuthRule(rule, identity);
    return 'allowed';
  } catch (error) {
    return (error as DomainError).code;
  }
};

describe('route auth rules', () => {
  it('lets anyone through a public route', () => expect(refusal('public', anonymous)).toBe('allowed'));
  it('asks an anonymous caller to sign in', () => expect(refusal('signed-in', anonymous)).toBe('unauthenticated'));
  it("tells a deactivated user's token why on every route but the public ones", () => {
    const deactivated: Identity = { kind: 'anonymous', deactivated: true };
    for (const rule of ['signed-in', 'verified', 'admin', 'e-id'] as const) expect(refusal(rule, deactivated)).toBe('account_deactivated');
    expect(refusal('public', deactivated)).toBe('allowed');
  });
  it('lets an unverified user through signed-in routes only', () => {
    expect(refusal('signed-in', user({ isVerified: false }))).toBe('allowed');
    expect(refusal('verified', user({ isVerified: false }))).toBe('forbidden');
  });
  it('keeps admin routes for admins', () => {
    expect(refusal('admin', user())).toBe('forbidden');
    expect(refusal('admin', user({ isAdmin: true }))).toBe('allowed');
  });
});

describe('the identity the authorizer hands on', () => {
  const event = (lambda: Record<string, unknown>) => ({ requestContext: { authorizer: { lambda } } }) as never;
  const user = { userId: 'u1', name: 'Anna', email: 'anna@example.fo' };

  it('carries the user item the authorizer read', () => {
    const identity = identityFromEvent(event({ authenticated: true, userId: 'u1', tokenId: 't', isAdmin: true, isVerified: true, user: JSON.stringify(user) }));
    expect(identity).toMatchObject({ kind: 'user', userId: 'u1', isAdmin: true, user });
    expect(identity).not.toHaveProperty('authenticatedAt');
  });

  it('carries when the session was last proved (its sign-in or step-up) for the step-up check', () => {
    const identity = identityFromEvent(
      event({ authenticated: true, userId: 'u1', tokenId: 't', isAdmin: false, isVerified: true, user: JSON.stringify(user), authenticatedAt: '2026-12-06T12:00:00.000Z' }),
    );
    expect(identity).toMatchObject({ kind: 'user', authenticatedAt: '2026-12-06T12:00:00.000Z' });
  });

  it('is anonymous when the context is missing, unauthenticated, or its user item belongs to someone else', () => {
    expect(identityFromEvent({ requestContext: {} } as never)).toEqual({ kind: 'anonymous' });
    expect(identityFromEvent(event({ authenticated: false }))).toEqual({ kind: 'anonymous' });
    expect(identityFromEvent(event({ authenticated: true, userId: 'u2', tokenId: 't', user: JSON.stringify(user) }))).toEqual({ kind: 'anonymous' });
    expect(identityFromEvent(event({ authenticated: true, userId: 'u1', tokenId: 't', user: '{not json' }))).toEqual({ kind: 'anonymous' });
  });

  it("carries the authorizer's word that the token is a deactivated user's", () => {
    expect(identityFromEvent(event({ authenticated: false, accountDeactivated: true }))).toEqual({ kind: 'anonymous', deactivated: true });
  });
});

describe('national e-ID callers', () => {
  const event = (lambda: Record<string, unknown>) => ({ requestContext: { authorizer: { lambda } } }) as never;
  const eid = { subject: '0101901234', name: 'Anna Hansen', email: 'anna@example.fo' };
  const claims = { eidSubject: eid.subject, eidName: eid.name, eidEmail: eid.email };

  it('carries the claims of an e-ID not linked yet, as an anonymous caller', () => {
    expect(identityFromEvent(event({ authenticated: false, ...claims }))).toEqual({ kind: 'anonymous', eid });
    expect(identityFromEvent(event({ authenticated: false, eidSubject: eid.subject }))).toEqual({ kind: 'anonymous', eid: { subject: eid.subject, name: null, email: null } });
  });

  it('carries the claims of a linked e-ID beside the user', () => {
    const user = { userId: 'u1' };
    const identity = identityFromEvent(event({ authenticated: true, userId: 'u1', tokenId: 'eid:j', user: JSON.stringify(user), ...claims }));
    expect(identity).toMatchObject({ kind: 'user', userId: 'u1', eid });
  });

  it('lets only e-ID callers, linked or not, through e-id routes', () => {
    expect(refusal('e-id', { kind: 'anonymous', eid })).toBe('allowed');
    expect(refusal('e-id', { ...(user() as Extract<Identity, { kind: 'user' }>), eid })).toBe('allowed');
    expect(refusal('e-id', anonymous)).toBe('unauthenticated');
    expect(refusal('e-id', user())).toBe('unauthenticated');
    expect(refusal('signed-in', { kind: 'anonymous', eid })).toBe('unauthenticated');
  });
});
