import { describe, expect, it } from 'vitest';
import { renewalRefusal } from './renewal-rules.ts';

describe('renewalRefusal', () => {
  const now = new Date('2026-12-06T12:00:00.000Z');
  const domain = { expiresAt: '2027-06-01T00:00:00.000Z' };

  it('lets an active domain, and one expired up to 30 days ago, be renewed', () => {
    expect(renewalRefusal(domain, now)).toBeNull();
    expect(renewalRefusal({ expiresAt: '2026-11-07T12:00:00.000Z' }, now)).toBeNull();
    expect(renewalRefusal({ ...domain, registryStatuses: ['clientTransferProhibited'] }, now)).toBeNull();
    expect(renewalRefusal({ ...domain, transferAway: { status: 'rejected', gainingRegistrar: 'x', requestedAt: '', actionAt: '' } }, now)).toBeNull();
  });

  it('refuses a domain being transferred away or gone, a suspended one, and one expired more than 30 days ago', () => {
    expect(renewalRefusal({ ...domain, transferAway: { status: 'pending', gainingRegistrar: 'x', requestedAt: '', actionAt: '' } }, now)).toBe('renewal_transfer_away');
    expect(renewalRefusal({ ...domain, transferredAwayAt: '2026-12-01T00:00:00.000Z' }, now)).toBe('renewal_transfer_away');
    expect(renewalRefusal({ ...domain, registryStatuses: ['serverHold'] }, now)).toBe('renewal_suspended');
    expect(renewalRefusal({ expiresAt: '2026-11-06T11:59:59.000Z' }, now)).toBe('renewal_past_redemption');
  });
});
