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
  });

  it('is anonymous when the context is missing, unauthenticated, or its user item belongs to someone else', () => {
    expect(identityFromEvent({ requestContext: {} } as never)).toEqual({ kind: 'anonymous' });
    expect(identityFromEvent(event({ authenticated: false }))).toEqual({ kind: 'anonymous' });
    expect(identityFromEvent(event({ authenticated: true, userId: 'u2', tokenId: 't', user: JSON.stringify(user) }))).toEqual({ kind: 'anonymous' });
    expect(identityFromEvent(event({ authenticated: true, userId: 'u1', tokenId: 't', user: '{not json' }))).toEqual({ kind: 'anonymous' });
  });
});
