import { describe, expect, it } from 'vitest';
import { assertCanInvite, assertCanRemoveSharedUser, assertInviteFor, inviteLink, inviteValidUntil, isInviteExpired, normalizeEmail } from './sharing-rules.ts';

const created = new Date('2026-11-01T10:00:00.000Z');
const invite = { domainId: 'd1', inviteId: 'i1', email: 'anna@example.fo', invitedBy: 'u1', createdAt: created.toISOString(), validUntil: inviteValidUntil(created) };

describe('domain invitations', () => {
  it('can be accepted for 30 days, not a moment longer', () => {
    expect(invite.validUntil).toBe('2026-12-01T10:00:00.000Z');
    expect(isInviteExpired(invite, new Date('2026-12-01T09:59:59.999Z'))).toBe(false);
    expect(isInviteExpired(invite, new Date('2026-12-01T10:00:00.000Z'))).toBe(true);
  });

  it('are for the invited address only (compared trimmed and lower-cased); anyone else is not found', () => {
    const now = new Date('2026-11-02T00:00:00.000Z');
    expect(assertInviteFor(invite, { email: ' Anna@Example.FO ' }, now)).toBe(invite);
    expect(() => assertInviteFor(invite, { email: 'jogvan@example.fo' }, now)).toThrow(expect.objectContaining({ code: 'not_found' }));
    expect(() => assertInviteFor(null, { email: 'anna@example.fo' }, now)).toThrow(expect.objectContaining({ code: 'not_found' }));
  });

  it('say so when they lapsed, to the invitee only', () => {
    const late = new Date('2026-12-02T00:00:00.000Z');
    expect(() => assertInviteFor(invite, { email: 'anna@example.fo' }, late)).toThrow(expect.objectContaining({ code: 'invitation_expired', status: 410 }));
    expect(() => assertInviteFor(invite, { email: 'someone@example.fo' }, late)).toThrow(expect.objectContaining({ code: 'not_found' }));
  });

  it('link to the accept route on the portal’s own origin', () => {
    expect(inviteLink('https://okisnavn.fo', 'd 1', 'i1')).toBe('https://okisnavn.fo/domains/d%201/invites/i1/accept');
  });

  it('are not sent to the owner, nor to an address that manages the domain or is invited already', () => {
    expect(() => assertCanInvite('OWNER@example.fo', { email: 'owner@example.fo' }, [])).toThrow(
      expect.objectContaining({ code: 'validation_failed', fields: { email: 'sharing_own_email' } }),
    );
    expect(() => assertCanInvite('Anna@example.fo', { email: 'owner@example.fo' }, ['anna@example.fo'])).toThrow(expect.objectContaining({ code: 'already_shared' }));
    expect(() => assertCanInvite('new@example.fo', { email: 'owner@example.fo' }, ['anna@example.fo'])).not.toThrow();
    expect(normalizeEmail('  A@B.FO ')).toBe('a@b.fo');
  });
});

describe('removing a technical manager', () => {
  it('is refused while the domain is registration-locked (spec §5), allowed otherwise', () => {
    expect(() => assertCanRemoveSharedUser({ registrationLock: true })).toThrow(expect.objectContaining({ code: 'domain_locked_users', status: 409 }));
    expect(() => assertCanRemoveSharedUser({ registrationLock: false })).not.toThrow();
  });
});
