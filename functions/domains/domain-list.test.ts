import { describe, expect, it } from 'vitest';
import type { DomainSummary } from '#shared/schemas/domains.ts';
import { DomainError } from '../errors.ts';
import { domainPage, matchesState } from './domain-list.ts';

const now = new Date('2026-12-07T12:00:00.000Z');
const summary = (name: string, changes: Partial<DomainSummary> = {}): DomainSummary => ({
  id: `id-${name}`,
  name,
  status: 'active',
  registered_at: '2026-01-01T00:00:00.000Z',
  expires_at: '2027-06-01T00:00:00.000Z',
  renewal_date: '2027-05-18T00:00:00.000Z',
  owner: { type: 'user', id: 'u1', name: 'Anna' },
  name_server_mode: 'product',
  name_servers: [],
  transfer_lock: false,
  registration_lock: false,
  auto_renewal: false,
  payment_card_id: null,
  ...changes,
});
const none = { now, failing: async () => new Set<string>() };

describe('matchesState', () => {
  const failing = new Set(['id-broken.fo']);
  it('expiring: live and expiring within 30 days, not later, not expired', () => {
    expect(matchesState(summary('a.fo', { status: 'expiring_soon', expires_at: '2027-01-05T00:00:00.000Z' }), 'expiring', now, failing)).toBe(true);
    expect(matchesState(summary('a.fo', { expires_at: '2027-01-07T12:00:01.000Z' }), 'expiring', now, failing)).toBe(false);
    expect(matchesState(summary('a.fo', { status: 'expired', expires_at: '2026-12-01T00:00:00.000Z' }), 'expiring', now, failing)).toBe(false);
  });
  it('active, expired, locked, not working, automatic renewal on and off', () => {
    expect(matchesState(summary('a.fo'), 'active', now, failing)).toBe(true);
    expect(matchesState(summary('a.fo', { status: 'deleted' }), 'active', now, failing)).toBe(false);
    expect(matchesState(summary('a.fo', { status: 'expired' }), 'expired', now, failing)).toBe(true);
    expect(matchesState(summary('a.fo', { transfer_lock: true }), 'locked', now, failing)).toBe(true);
    expect(matchesState(summary('a.fo'), 'locked', now, failing)).toBe(false);
    expect(matchesState(summary('broken.fo'), 'not_working', now, failing)).toBe(true);
    expect(matchesState(summary('a.fo'), 'not_working', now, failing)).toBe(false);
    expect(matchesState(summary('a.fo', { auto_renewal: true }), 'auto_renewal_on', now, failing)).toBe(true);
    expect(matchesState(summary('a.fo', { auto_renewal: true }), 'auto_renewal_off', now, failing)).toBe(false);
    expect(matchesState(summary('a.fo', { status: 'transferred_away' }), 'auto_renewal_off', now, failing)).toBe(false);
  });
});

describe('domainPage', () => {
  const domains = [
    summary('c.fo', { expires_at: '2027-01-01T00:00:00.000Z' }),
    summary('a.fo', { expires_at: '2027-03-01T00:00:00.000Z' }),
    summary('b.fo', { expires_at: '2027-01-01T00:00:00.000Z' }),
    summary('bb.fo', { expires_at: '2026-12-20T00:00:00.000Z', auto_renewal: true }),
  ];
  it('every match by name without per_page, or by expiry (soonest first, then name)', async () => {
    expect((await domainPage(domains, {}, none)).data.map((domain) => domain.name)).toEqual(['a.fo', 'b.fo', 'bb.fo', 'c.fo']);
    expect((await domainPage(domains, { sort: 'expiry' }, none)).data.map((domain) => domain.name)).toEqual(['bb.fo', 'b.fo', 'c.fo', 'a.fo']);
    expect((await domainPage(domains, {}, none)).links.next).toBeNull();
  });
  it('a part of the name, and a state', async () => {
    expect((await domainPage(domains, { q: 'b' }, none)).data.map((domain) => domain.name)).toEqual(['b.fo', 'bb.fo']);
    expect((await domainPage(domains, { q: 'b', state: 'auto_renewal_off' }, none)).data.map((domain) => domain.name)).toEqual(['b.fo']);
  });
  it('asks for the health only for the not-working filter, of the domains the name matched', async () => {
    const asked: string[][] = [];
    const failing = async (ids: readonly string[]) => (asked.push([...ids]), new Set(['id-c.fo']));
    expect((await domainPage(domains, { q: 'c' }, { now, failing })).data).toHaveLength(1);
    expect(asked).toEqual([]);
    expect((await domainPage(domains, { state: 'not_working' }, { now, failing })).data.map((domain) => domain.name)).toEqual(['c.fo']);
    expect(asked).toEqual([['id-c.fo', 'id-a.fo', 'id-b.fo', 'id-bb.fo']]);
  });
  it('a cursor walk answers every domain once, also when a domain comes between pages', async () => {
    const seen: string[] = [];
    let list = [...domains];
    let cursor: string | undefined;
    do {
      const page = await domainPage(list, { sort: 'expiry', per_page: 2, cursor }, none);
      seen.push(...page.data.map((domain) => domain.name));
      cursor = page.links.next ?? undefined;
      // A domain sorted before the cursor arrives: it moves nothing after it.
      list = [...list, summary(`early${seen.length}.fo`, { expires_at: '2026-12-10T00:00:00.000Z' })];
    } while (cursor);
    expect(seen).toEqual(['bb.fo', 'b.fo', 'c.fo', 'a.fo']);
  });
  it('refuses a cursor it did not make', async () => {
    await expect(domainPage(domains, { per_page: 2, cursor: 'bm9wZQ' }, none)).rejects.toBeInstanceOf(DomainError);
  });
});
