import { describe, expect, it } from 'vitest';
import type { DomainRecord } from '../domains/model.ts';
import { assertAnotherAddress, assertProven, claimChanges, claimCodeTarget, claimTarget, isClaimable, proofOf } from './claim-rules.ts';

const now = new Date('2026-11-26T12:00:00.000Z');
const domain = (changes: Partial<DomainRecord> = {}): DomainRecord => ({
  domainId: 'd-1',
  name: 'gamalt.fo',
  ownerType: 'user',
  ownerId: 'previous',
  registrantContactId: 'OKREG',
  registrantEmail: 'old@work.fo',
  registeredAt: '2024-01-01T00:00:00.000Z',
  expiresAt: '2027-01-01T00:00:00.000Z',
  nameServerMode: 'product',
  nameServers: [],
  transferLock: true,
  registrationLock: false,
  autoRenewal: false,
  updatedAt: '2024-01-01T00:00:00.000Z',
  version: 3,
  ...changes,
});

describe('claiming rules', () => {
  it('binds the code to the caller and the address, whatever its case', () => {
    expect(claimCodeTarget('u-1', ' Old@Work.FO ')).toBe('u-1:old@work.fo');
    expect(claimCodeTarget('u-1', 'old@work.fo')).not.toBe(claimCodeTarget('u-2', 'old@work.fo'));
  });

  it("refuses the caller's own address with the field's message", () => {
    expect(() => assertAnotherAddress('ME@home.fo', 'me@home.fo')).toThrow(expect.objectContaining({ code: 'validation_failed', fields: { email: 'claim_own_email' } }));
    expect(() => assertAnotherAddress('old@work.fo', 'me@home.fo')).not.toThrow();
  });

  it('lets a proof be used by its user, for its address, for an hour', () => {
    const proof = proofOf('u-1', 'Old@Work.fo', now);
    expect(proof).toEqual({ userId: 'u-1', email: 'old@work.fo', provenAt: now.toISOString(), validUntil: '2026-11-26T13:00:00.000Z' });
    expect(assertProven(proof, 'u-1', 'OLD@work.fo', new Date('2026-11-26T12:59:59.000Z'))).toBe(proof);
    const notProven = expect.objectContaining({ code: 'claim_email_not_proven', status: 403 });
    expect(() => assertProven(proof, 'u-1', 'old@work.fo', new Date('2026-11-26T13:00:00.000Z'))).toThrow(notProven);
    expect(() => assertProven(proof, 'u-2', 'old@work.fo', now)).toThrow(notProven);
    expect(() => assertProven(proof, 'u-1', 'other@work.fo', now)).toThrow(notProven);
    expect(() => assertProven(null, 'u-1', 'old@work.fo', now)).toThrow(notProven);
  });

  it("claims a user's live domain registered under the proven address, not the claimant's own, a team's, a gone one or another address's", () => {
    const claim = { email: 'OLD@work.fo', claimantId: 'me' };
    expect(isClaimable(domain(), claim)).toBe(true);
    expect(isClaimable(domain({ registrantEmail: 'other@work.fo' }), claim)).toBe(false);
    expect(isClaimable(domain({ registrantEmail: undefined }), claim)).toBe(false);
    expect(isClaimable(domain({ ownerId: 'me' }), claim)).toBe(false);
    expect(isClaimable(domain({ ownerType: 'team', ownerId: 'team-1' }), claim)).toBe(false);
    expect(isClaimable(domain({ deletedAt: '2026-01-01T00:00:00.000Z' }), claim)).toBe(false);
    expect(isClaimable(domain({ transferredAwayAt: '2026-01-01T00:00:00.000Z' }), claim)).toBe(false);
  });

  it('claims into the own archive, or a team only its owners', () => {
    expect(claimTarget('me', null)).toEqual({ ownerType: 'user', ownerId: 'me' });
    expect(claimTarget('me', { teamId: 't-1', role: 'owner' })).toEqual({ ownerType: 'team', ownerId: 't-1' });
    expect(() => claimTarget('me', { teamId: 't-1', role: 'member' })).toThrow(expect.objectContaining({ code: 'only_owners', status: 403 }));
    expect(() => claimTarget('me', { teamId: 't-1', role: null })).toThrow(expect.objectContaining({ code: 'not_found', status: 404 }));
  });

  it("moves the owner and stops automatic renewal with the previous owner's card", () => {
    expect(claimChanges(domain({ autoRenewal: true, paymentCardId: 'card-1' }), { ownerType: 'team', ownerId: 't-1' })).toEqual({
      set: { ownerType: 'team', ownerId: 't-1', autoRenewal: false },
      detachCard: true,
      autoRenewalStopped: true,
    });
    expect(claimChanges(domain(), { ownerType: 'user', ownerId: 'me' })).toEqual({
      set: { ownerType: 'user', ownerId: 'me', autoRenewal: false },
      detachCard: false,
      autoRenewalStopped: false,
    });
  });
});
