import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.ts';
import { enforceAuthRule, type Identity } from './identity.ts';

const anonymous: Identity = { kind: 'anonymous' };
const user = (flags: { isAdmin?: boolean; isVerified?: boolean } = {}): Identity => ({
  kind: 'user',
  userId: 'u',
  tokenId: 't',
  isAdmin: flags.isAdmin ?? false,
  isVerified: flags.isVerified ?? true,
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
