import { alternativeNames, checkFoName, splitDomainList } from '#shared/domain-names.ts';
import { type DomainSearchResult, maxAlternatives, maxSearchNames } from '#shared/schemas/domains.ts';
import type { Settings } from '#shared/schemas/settings.ts';
import { guestAvailabilityAllowance, type RateLimitPorts, spendAllowances } from '../auth/rate-limits.ts';
import { DomainError } from '../errors.ts';
import type { Registry } from '../ports/registry.ts';

export interface SearchDomainsPorts {
  registry: Pick<Registry, 'checkDomains'>;
  settings: { get(): Promise<Pick<Settings, 'price_per_year' | 'vat_percent'>> };
}

export interface YearlyPrice {
  net: number;
  vat: number;
  total: number;
}

/** Net øre and VAT percent → net, VAT (rounded to whole øre) and total, all integer øre. */
export function yearlyPrice(netOre: number, vatPercent: number): YearlyPrice {
  const vat = Math.round((netOre * vatPercent) / 100);
  return { net: netOre, vat, total: netOre + vat };
}

/**
 * Availability of up to 20 names (spec §4 rule 1, issue 4): each entry normalized; names that
 * break the `.fo` rules are answered `not_allowed` here and never reach the registry; the rest
 * go in ONE `check` command. Results in the order asked, each with the yearly price. Registry
 * failures pass through: the adapter turns "no answer" into `registry_unavailable` (503).
 */
export async function searchDomains(rawDomains: string, ports: SearchDomainsPorts): Promise<DomainSearchResult[]> {
  const names = splitDomainList(rawDomains);
  if (names.length === 0) throw new DomainError('validation_failed', { domains: 'validation.required' });
  if (names.length > maxSearchNames) throw new DomainError('validation_failed', { domains: 'validation.too_many_domains' });

  const checks = names.map((name) => ({ name, check: checkFoName(name) }));
  const toRegistry = checks.filter(({ check }) => check.ok).map(({ name }) => name);

  const [settings, availability] = await Promise.all([ports.settings.get(), toRegistry.length === 0 ? Promise.resolve([]) : ports.registry.checkDomains(toRegistry)]);
  const price = yearlyPrice(settings.price_per_year, settings.vat_percent);
  const byName = new Map(availability.map((answer) => [answer.name.toLowerCase(), answer]));

  const results = checks.map(({ name, check }): DomainSearchResult => {
    if (!check.ok) return { domain: name, status: 'not_allowed', reason: check.reason, suggestion: check.suggestion, price_per_year: price, alternatives: [] };
    const answer = byName.get(name);
    // A name the registry left out of its answer cannot be offered: we treat it as taken.
    if (!answer) return { domain: name, status: 'taken', reason: null, suggestion: null, price_per_year: price, alternatives: [] };
    return {
      domain: name,
      status: answer.available ? 'available' : 'taken',
      reason: answer.available ? null : answer.reason,
      suggestion: null,
      price_per_year: price,
      alternatives: [],
    };
  });
  return withAlternatives(results, ports.registry);
}

/**
 * Free names to offer instead of each taken name and each name spelt with Faroese letters
 * (issue 32; `alternativeNames` says which): taken in turns from each one's candidates, at most
 * `maxSearchNames` in ONE more check command, and per name up to `maxAlternatives` of those the
 * registry says are free, the most alike first. The answer the visitor asked for matters more:
 * when that second check fails, the names come without alternatives.
 */
async function withAlternatives(results: DomainSearchResult[], registry: SearchDomainsPorts['registry']): Promise<DomainSearchResult[]> {
  const asked = new Set(results.map((result) => result.domain));
  const wanting = results.filter((result) => result.status === 'taken' || result.reason === 'validation.domain_idn');
  const candidatesOf = new Map(wanting.map((result) => [result.domain, alternativeNames(result.domain).filter((name) => !asked.has(name))]));
  const toCheck = new Set<string>();
  for (let turn = 0; toCheck.size < maxSearchNames && [...candidatesOf.values()].some((names) => names.length > turn); turn += 1)
    for (const names of candidatesOf.values()) {
      const name = names[turn];
      if (name !== undefined && toCheck.size < maxSearchNames) toCheck.add(name);
    }
  if (toCheck.size === 0) return results;
  let free: Set<string>;
  try {
    free = new Set((await registry.checkDomains([...toCheck])).filter((answer) => answer.available).map((answer) => answer.name.toLowerCase()));
  } catch {
    return results;
  }
  return results.map((result) => {
    const names = candidatesOf.get(result.domain);
    return names ? { ...result, alternatives: names.filter((name) => free.has(name)).slice(0, maxAlternatives) } : result;
  });
}

export interface GuestSearchPorts extends SearchDomainsPorts, RateLimitPorts {}

/**
 * The same availability for a signed-out visitor (issue 26: the guest pages' availability box):
 * the same batched check and price, counted against the visitor's address first
 * (`guestAvailabilityAllowance`); past it, 429 `rate_limited` with `Retry-After`, and the
 * registry is not asked.
 */
export async function searchDomainsAsGuest(input: { domains: string; sourceIp: string }, ports: GuestSearchPorts): Promise<DomainSearchResult[]> {
  await spendAllowances([guestAvailabilityAllowance(input.sourceIp)], ports);
  return searchDomains(input.domains, ports);
}
