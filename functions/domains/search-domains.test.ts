import { describe, expect, it, vi } from 'vitest';
import { DomainError } from '../errors.ts';
import { type DomainAvailability, maxNamesPerCheck, type Registry } from '../ports/registry.ts';
import { maxSearchNames } from '#shared/schemas/domains.ts';
import { searchDomains, searchDomainsAsGuest, yearlyPrice } from './search-domains.ts';

function fakeRegistry(taken: Record<string, string | null> = {}, failure?: Error) {
  const calls: string[][] = [];
  const registry: Pick<Registry, 'checkDomains'> = {
    checkDomains: vi.fn(async (names: readonly string[]): Promise<DomainAvailability[]> => {
      calls.push([...names]);
      if (failure) throw failure;
      // Answer in a different order than asked: the use case must keep the asked order.
      return [...names].reverse().map((name) => ({ name, available: !(name in taken), reason: taken[name] ?? null }));
    }),
  };
  return { registry, calls };
}

const settings = { get: async () => ({ price_per_year: 10000, vat_percent: 25 }) };

describe('yearlyPrice', () => {
  it('adds VAT in whole øre', () => {
    expect(yearlyPrice(10000, 25)).toEqual({ net: 10000, vat: 2500, total: 12500 });
    expect(yearlyPrice(9999, 25)).toEqual({ net: 9999, vat: 2500, total: 12499 }); // 2499.75 → 2500
    expect(yearlyPrice(10001, 25)).toEqual({ net: 10001, vat: 2500, total: 12501 }); // 2500.25 → 2500
    expect(yearlyPrice(12345, 0)).toEqual({ net: 12345, vat: 0, total: 12345 });
    expect(yearlyPrice(0, 25)).toEqual({ net: 0, vat: 0, total: 0 });
  });
});

describe('searchDomains', () => {
  it('normalizes, answers rule breakers itself and checks the rest in one call, in the order asked', async () => {
    const { registry, calls } = fakeRegistry({ 'tinganes.fo': 'In use', 'tinga-nes.fo': 'In use' });
    const results = await searchDomains('Mitt-Navn, tinganes,føroyar,example.com,mitt-navn.fo', { registry, settings });
    expect(calls[0]).toEqual(['mitt-navn.fo', 'tinganes.fo']);
    const price = { net: 10000, vat: 2500, total: 12500 };
    expect(results).toEqual([
      { domain: 'mitt-navn.fo', status: 'available', reason: null, suggestion: null, price_per_year: price, alternatives: [] },
      {
        domain: 'tinganes.fo',
        status: 'taken',
        reason: 'In use',
        suggestion: null,
        price_per_year: price,
        // tinga-nes.fo is taken too: not offered.
        alternatives: ['tinganes-foroyar.fo', 'tinganes-online.fo', 'tinganes-handil.fo', 'tinganes-app.fo', 'mitt-tinganes.fo', 'nytt-tinganes.fo'],
      },
      {
        domain: 'føroyar.fo',
        status: 'not_allowed',
        reason: 'validation.domain_idn',
        suggestion: 'foroyar.fo',
        price_per_year: price,
        alternatives: ['foroyar.fo', 'foeroyar.fo', 'foroyar-online.fo', 'foroyar-handil.fo', 'foroyar-app.fo', 'mitt-foroyar.fo', 'nytt-foroyar.fo'],
      },
      { domain: 'example.com', status: 'not_allowed', reason: 'validation.domain_not_fo', suggestion: null, price_per_year: price, alternatives: [] },
    ]);
  });

  it('checks the alternatives of every taken name in ONE more call of at most 20 names, taken in turns, and offers at most 10 per name', async () => {
    const taken = ['havnarbiti.fo', 'tinganes.fo', 'smyril.fo', 'nolsoy.fo'];
    const { registry, calls } = fakeRegistry(Object.fromEntries(taken.map((name) => [name, 'In use'])));
    const results = await searchDomains(taken.join(','), { registry, settings });
    expect(calls).toHaveLength(2);
    expect(calls[1]).toHaveLength(20);
    // In turns: each name's most alike first.
    expect(calls[1]!.slice(0, 4)).toEqual(['havnar-biti.fo', 'tinga-nes.fo', 'smyril-foroyar.fo', 'nolsoy-foroyar.fo']);
    for (const result of results) {
      expect(result.alternatives.length).toBeGreaterThan(0);
      expect(result.alternatives.length).toBeLessThanOrEqual(10);
      for (const alternative of result.alternatives) expect(calls[1]).toContain(alternative);
    }
  });

  it('never offers a name that was asked for, and answers without alternatives when their check fails', async () => {
    const failing: Pick<Registry, 'checkDomains'> = {
      checkDomains: vi.fn(async (names: readonly string[]) => {
        if (names.includes('tinga-nes.fo')) throw new DomainError('registry_unavailable');
        return names.map((name) => ({ name, available: name !== 'tinganes.fo', reason: name === 'tinganes.fo' ? 'In use' : null }));
      }),
    };
    const results = await searchDomains('tinganes', { registry: failing, settings });
    expect(results).toEqual([expect.objectContaining({ domain: 'tinganes.fo', status: 'taken', alternatives: [] })]);
    const { registry, calls } = fakeRegistry({ 'tinganes.fo': 'In use' });
    await searchDomains('tinganes, tinga-nes', { registry, settings });
    expect(calls[1]).not.toContain('tinga-nes.fo');
  });

  it('sends 20 names in one check command', async () => {
    const { registry, calls } = fakeRegistry();
    const names = Array.from({ length: 20 }, (_, index) => `name-${index}`);
    const results = await searchDomains(names.join(','), { registry, settings });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveLength(20);
    expect(results.map((result) => result.domain)).toEqual(names.map((name) => `${name}.fo`));
  });

  it('refuses more than 20 names with a field error', async () => {
    const { registry, calls } = fakeRegistry();
    const names = Array.from({ length: 21 }, (_, index) => `name-${index}`).join(',');
    await expect(searchDomains(names, { registry, settings })).rejects.toMatchObject({
      code: 'validation_failed',
      fields: { domains: 'validation.too_many_domains' },
    });
    expect(calls).toHaveLength(0);
  });

  it('does not call the registry when no name is allowed', async () => {
    const { registry, calls } = fakeRegistry();
    const results = await searchDomains('a,-b', { registry, settings });
    expect(calls).toHaveLength(0);
    expect(results.map((result) => result.reason)).toEqual(['validation.domain_too_short', 'validation.domain_hyphen_edge']);
  });

  it("passes the registry adapter's registry_unavailable through", async () => {
    const { registry } = fakeRegistry({}, new DomainError('registry_unavailable'));
    const error = await searchDomains('abc', { registry, settings }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'registry_unavailable', status: 503 });
  });

  it('refuses an empty list', async () => {
    const { registry } = fakeRegistry();
    await expect(searchDomains(' , ', { registry, settings })).rejects.toMatchObject({ fields: { domains: 'validation.required' } });
  });
});

describe('searchDomainsAsGuest', () => {
  function guestPorts(now = new Date('2026-12-06T13:07:30Z')) {
    const counts = new Map<string, number>();
    const { registry, calls } = fakeRegistry();
    const rateLimits = {
      spend: async (rule: string, key: string, windowStart: string) => {
        const id = `${rule}|${key}|${windowStart}`;
        counts.set(id, (counts.get(id) ?? 0) + 1);
        return counts.get(id)!;
      },
    };
    return { ports: { registry, settings, rateLimits, clock: { now: () => now } }, calls, counts };
  }

  it('answers as the signed-in search does, counting the check against the address', async () => {
    const { ports, calls, counts } = guestPorts();
    const results = await searchDomainsAsGuest({ domains: 'gestur, a', sourceIp: '203.0.113.9' }, ports);
    expect(results.map((result) => [result.domain, result.status])).toEqual([
      ['gestur.fo', 'available'],
      ['a.fo', 'not_allowed'],
    ]);
    expect(calls).toEqual([['gestur.fo']]);
    expect([...counts]).toEqual([['guest-availability-ip|203.0.113.9|2026-12-06T13:00:00.000Z', 1]]);
  });

  it('refuses the 31st check from an address in 15 minutes with the seconds left, before the registry is asked', async () => {
    const { ports, calls } = guestPorts();
    for (let index = 0; index < 30; index++) await searchDomainsAsGuest({ domains: 'a', sourceIp: '2001:db8:aa:1::1' }, ports);
    // Another address of the same /64 is the same visitor.
    const refused = await searchDomainsAsGuest({ domains: 'gestur', sourceIp: '2001:db8:aa:1::2' }, ports).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(DomainError);
    // The window began 13:00:00 and ends 13:15:00; it is 13:07:30.
    expect(refused).toMatchObject({ code: 'rate_limited', status: 429, retryAfterSeconds: 450 });
    expect(calls).toEqual([]);
    await expect(searchDomainsAsGuest({ domains: 'a', sourceIp: '198.51.100.4' }, ports)).resolves.toHaveLength(1);
  });
});

it('sends a whole search in one registry check', () => {
  expect(maxSearchNames).toBeLessThanOrEqual(maxNamesPerCheck);
});
