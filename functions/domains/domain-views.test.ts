import { describe, expect, it } from 'vitest';
import type { DomainRecord } from './model.ts';
import { DomainError } from '../errors.ts';
import { getOwnDomain, lifecycleState, toDomainSummary } from './domain-views.ts';

const now = new Date('2026-11-22T12:00:00.000Z');
const settings = { days_before_expiry_for_warning: 30, days_before_expiry_for_auto_renewal: 14 };
const domain: DomainRecord = {
  domainId: 'd1',
  name: 'mitt.fo',
  ownerType: 'user',
  ownerId: 'u1',
  orderId: 'o1',
  registrantContactId: 'OK1',
  registeredAt: '2026-11-01T00:00:00.000Z',
  expiresAt: '2027-11-01T00:00:00.000Z',
  nameServerMode: 'product',
  nameServers: ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'],
  transferLock: false,
  registrationLock: false,
  autoRenewal: false,
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
};

describe('lifecycleState', () => {
  it('active, expiring soon within the warning days, expired at expiry, deleted', () => {
    expect(lifecycleState({ expiresAt: '2027-01-01T00:00:00.000Z' }, now, 30)).toBe('active');
    expect(lifecycleState({ expiresAt: '2026-12-21T00:00:00.000Z' }, now, 30)).toBe('expiring_soon');
    expect(lifecycleState({ expiresAt: '2026-11-22T12:00:00.000Z' }, now, 30)).toBe('expired');
    expect(lifecycleState({ expiresAt: '2027-01-01T00:00:00.000Z', deletedAt: '2026-11-20T00:00:00.000Z' }, now, 30)).toBe('deleted');
  });
});

describe('toDomainSummary', () => {
  it('puts the renewal date the settings days before expiry', () => {
    expect(toDomainSummary(domain, { now, settings, ownerName: 'Anna' })).toMatchObject({
      id: 'd1',
      status: 'active',
      renewal_date: '2027-10-18T00:00:00.000Z',
      owner: { type: 'user', id: 'u1', name: 'Anna' },
      name_servers: ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'],
    });
  });
});

describe('getOwnDomain', () => {
  const ports = (registry: { domainInfo: () => Promise<never> | Promise<unknown> }, held: DomainRecord = domain) => ({
    domains: {
      get: async (id: string) => (id === 'd1' ? held : null),
      listByOwner: async () => [held],
      teamRoleOf: async (teamId: string, userId: string) => (teamId === 't1' && userId === 'u4' ? ('member' as const) : null),
    },
    settings: { get: async () => settings },
    registry: registry as never,
    clock: { now: () => now },
    shares: { isSharedWith: async (domainId: string, userId: string) => domainId === 'd1' && userId === 'u3' },
    users: { get: async (userId: string) => (userId === 'u1' ? { name: 'Anna Owner' } : null) },
    teams: { nameOf: async (teamId: string) => (teamId === 't1' ? 'Toymið' : null) },
  });

  it('is not found for anyone but the owner (no hint that it exists)', async () => {
    await expect(getOwnDomain('d1', { userId: 'u2', name: 'B' }, ports({ domainInfo: async () => ({}) as never }))).rejects.toMatchObject({ code: 'not_found' });
    await expect(getOwnDomain('nope', { userId: 'u1', name: 'A' }, ports({ domainInfo: async () => ({}) as never }))).rejects.toMatchObject({ code: 'not_found' });
  });

  it("shows a shared domain to its technical manager, with the owner's name and the role", async () => {
    const info = { statuses: ['ok'], expiresAt: '2027-11-01T00:00:00.000Z', updatedAt: null, nameServers: [] };
    const detail = await getOwnDomain('d1', { userId: 'u3', name: 'Tech' }, ports({ domainInfo: async () => info }));
    expect(detail).toMatchObject({ id: 'd1', role: 'technical_manager', owner: { id: 'u1', name: 'Anna Owner' } });
    expect((await getOwnDomain('d1', { userId: 'u1', name: 'A' }, ports({ domainInfo: async () => info }))).role).toBe('owner');
  });

  it("names a team's domain by the team, to its members and to its technical managers alike (not the caller)", async () => {
    const info = { statuses: ['ok'], expiresAt: '2027-11-01T00:00:00.000Z', updatedAt: null, nameServers: [] };
    const teamDomain: DomainRecord = { ...domain, ownerType: 'team', ownerId: 't1' };
    const asMember = await getOwnDomain('d1', { userId: 'u4', name: 'Limur' }, ports({ domainInfo: async () => info }, teamDomain));
    expect(asMember).toMatchObject({ role: 'owner', owner: { type: 'team', id: 't1', name: 'Toymið' } });
    const asTechnicalManager = await getOwnDomain('d1', { userId: 'u3', name: 'Tech' }, ports({ domainInfo: async () => info }, teamDomain));
    expect(asTechnicalManager).toMatchObject({ role: 'technical_manager', owner: { type: 'team', name: 'Toymið' } });
  });

  it('shows our data and says so when the registry does not answer', async () => {
    const detail = await getOwnDomain('d1', { userId: 'u1', name: 'A' }, ports({ domainInfo: async () => Promise.reject(new DomainError('registry_unavailable')) }));
    expect(detail).toMatchObject({ id: 'd1', registry: null, registry_error: 'registry_unavailable', order_id: 'o1' });
  });

  it("adds the registry's statuses, expiry and name servers", async () => {
    const info = { statuses: ['ok'], expiresAt: '2027-11-01T00:00:00.000Z', updatedAt: null, nameServers: [{ host: 'ns1.okisnavn.fo' }] };
    const detail = await getOwnDomain('d1', { userId: 'u1', name: 'A' }, ports({ domainInfo: async () => info }));
    expect(detail.registry).toEqual({ statuses: ['ok'], expires_at: '2027-11-01T00:00:00.000Z', updated_at: null, name_servers: ['ns1.okisnavn.fo'] });
  });
});
