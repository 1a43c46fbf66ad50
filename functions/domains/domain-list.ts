import { expiringWithinDays, type DomainListQuery, type DomainListState, type DomainSummary } from '#shared/schemas/domains.ts';
import { DomainError } from '../errors.ts';

const day = 24 * 3600 * 1000;

/** A page of a domain list and the cursor of the next (null on the last). */
export interface DomainPage<Domain extends DomainSummary = DomainSummary> {
  data: Domain[];
  links: { next: string | null };
}

/** Does the domain match the state filter (docs/decisions/domain-list-filters.md)? `failing`: the domains whose last health check failed. */
export function matchesState(domain: DomainSummary, state: DomainListState, now: Date, failing: ReadonlySet<string>): boolean {
  const live = domain.status === 'active' || domain.status === 'expiring_soon';
  switch (state) {
    case 'active':
      return live;
    case 'expiring':
      return live && Date.parse(domain.expires_at) - now.getTime() <= expiringWithinDays * day;
    case 'expired':
      return domain.status === 'expired';
    case 'locked':
      return domain.transfer_lock;
    case 'not_working':
      return failing.has(domain.id);
    case 'auto_renewal_on':
      return live && domain.auto_renewal;
    case 'auto_renewal_off':
      return live && !domain.auto_renewal;
  }
}

/** Where a domain stands in the sort: by name, or by expiry then name (names are unique, so the order is total). */
function sortKey(domain: DomainSummary, sort: DomainListQuery['sort']): [string, string] {
  return sort === 'expiry' ? [domain.expires_at, domain.name] : [domain.name, domain.name];
}

const compare = (a: [string, string], b: [string, string]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);

/** The cursor names the last domain answered by its sort key, so a domain added or gone between pages moves no other one. */
function encodeCursor(key: [string, string]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === 2 && key.every((part) => typeof part === 'string')) return key as [string, string];
  } catch {
    // Falls through to the refusal below.
  }
  throw new DomainError('validation_failed', { cursor: 'validation.invalid_value' });
}

/**
 * One page of a domain list (own, shared or a team's), filtered by a part of the name and a state, sorted by name
 * or by expiry (soonest first); without `per_page` every match. The caller reads the owner's domains from the
 * index (a Query on the owner's partition, never a Scan); `failing` is asked only when the state filter needs it.
 */
export async function domainPage<Domain extends DomainSummary>(
  domains: readonly Domain[],
  query: DomainListQuery,
  context: { now: Date; failing: (domainIds: readonly string[]) => Promise<ReadonlySet<string>> },
): Promise<DomainPage<Domain>> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const named = query.q ? domains.filter((domain) => domain.name.includes(query.q!)) : [...domains];
  const failing = query.state === 'not_working' ? await context.failing(named.map((domain) => domain.id)) : new Set<string>();
  const matching = (query.state ? named.filter((domain) => matchesState(domain, query.state!, context.now, failing)) : named)
    .map((domain) => ({ domain, key: sortKey(domain, query.sort) }))
    .sort((a, b) => compare(a.key, b.key));
  const rest = after ? matching.filter((entry) => compare(entry.key, after) > 0) : matching;
  if (!query.per_page || rest.length <= query.per_page) return { data: rest.map((entry) => entry.domain), links: { next: null } };
  const page = rest.slice(0, query.per_page);
  return { data: page.map((entry) => entry.domain), links: { next: encodeCursor(page.at(-1)!.key) } };
}

/** The domains among `domainIds` whose last health check failed (one read each, the owner's domains only). */
export async function failingAmong(
  domainIds: readonly string[],
  health: { get(domainId: string): Promise<{ report: { state: 'ok' | 'failing' } } | null> },
): Promise<ReadonlySet<string>> {
  const records = await Promise.all(domainIds.map(async (domainId) => [domainId, await health.get(domainId)] as const));
  return new Set(records.filter(([, record]) => record?.report.state === 'failing').map(([domainId]) => domainId));
}
