import { describe, expect, it } from 'vitest';
import type { DomainRecord } from './model.ts';
import { managedDomain, ownDomain } from './own-domain.ts';

const domain = { domainId: 'd1', name: 'deilt.fo', ownerType: 'user', ownerId: 'owner' } as DomainRecord;
const ports = (record: DomainRecord | null = domain) => ({
  domains: { get: async (id: string) => (record && id === record.domainId ? record : null), teamRoleOf: async () => null },
  shares: { isSharedWith: async (domainId: string, userId: string) => domainId === 'd1' && userId === 'manager' },
});

describe('managedDomain: who may manage a domain technically', () => {
  it('is the owner, or the technical manager it is shared with', async () => {
    expect((await managedDomain('d1', 'owner', ports())).role).toBe('owner');
    expect((await managedDomain('d1', 'manager', ports())).role).toBe('technical_manager');
  });

  it('is nobody else: not found, as a domain that does not exist', async () => {
    await expect(managedDomain('d1', 'stranger', ports())).rejects.toMatchObject({ code: 'not_found' });
    await expect(managedDomain('d2', 'manager', ports())).rejects.toMatchObject({ code: 'not_found' });
  });

  it('is nobody for a domain that left the portal, unless looking back is asked for', async () => {
    const gone = { ...domain, deletedAt: '2026-11-01T00:00:00.000Z' };
    await expect(managedDomain('d1', 'manager', ports(gone))).rejects.toMatchObject({ code: 'not_found' });
    expect((await managedDomain('d1', 'manager', ports(gone), { includeDeleted: true })).role).toBe('technical_manager');
  });

  it('leaves what only the owner does to ownDomain: the technical manager is not found there', async () => {
    await expect(ownDomain('d1', 'manager', ports().domains)).rejects.toMatchObject({ code: 'not_found' });
  });
});
