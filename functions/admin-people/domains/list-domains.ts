import type { AdminDomainFilter, AdminDomainSummary } from '#shared/schemas/admin-domains.ts';
import type { Settings } from '#shared/schemas/settings.ts';
import { lifecycleState } from '../../domains/domain-views.ts';
import type { DomainRecord } from '../../domains/model.ts';
import { DomainError } from '../../errors.ts';
import type { Clock } from '../../ports/clock.ts';
import type { DomainDirectory, DomainIndexRange } from './ports.ts';

/** Domains a page shows. */
export const adminDomainsPerPage = 25;
/** Index pages one list page reads at most (a rare state, such as deleted, may need more: its page then links on). */
const maxReads = 10;
const day = 24 * 3600 * 1000;

export interface DomainListPorts {
  domains: DomainDirectory;
  settings: { get(): Promise<Pick<Settings, 'days_before_expiry_for_warning'>> };
  clock: Clock;
}

export function toAdminDomainSummary(domain: DomainRecord, now: Date, warningDays: number): AdminDomainSummary {
  return {
    id: domain.domainId,
    name: domain.name,
    status: lifecycleState(domain, now, warningDays),
    expires_at: domain.expiresAt,
    owner: { type: domain.ownerType, id: domain.ownerId },
    registration_lock: domain.registrationLock,
    transfer_lock: domain.transferLock,
    auto_renewal: domain.autoRenewal,
  };
}

/**
 * Which part of the expiry index a state is, and what a domain of it must be. Active, expiring
 * soon and expired are spans of expiries (a key range: now and now plus the warning days cut
 * them); deleted, transferred-away and locked domains are told by the domain itself, so those
 * read the index in expiry order and keep what fits.
 */
export function filterOf(status: AdminDomainFilter, now: Date, warningDays: number): { range: DomainIndexRange; keeps(summary: AdminDomainSummary): boolean } {
  const nowKey = now.toISOString();
  const warningKey = new Date(now.getTime() + warningDays * day).toISOString();
  switch (status) {
    case 'active':
      return { range: { by: 'expiry', from: `${warningKey}$` }, keeps: (domain) => domain.status === 'active' };
    case 'expiring_soon':
      return { range: { by: 'expiry', from: `${nowKey}$`, to: `${warningKey}$` }, keeps: (domain) => domain.status === 'expiring_soon' };
    case 'expired':
      return { range: { by: 'expiry', to: `${nowKey}$` }, keeps: (domain) => domain.status === 'expired' };
    case 'deleted':
      return { range: { by: 'expiry' }, keeps: (domain) => domain.status === 'deleted' };
    case 'locked':
      return { range: { by: 'expiry' }, keeps: (domain) => domain.registration_lock };
    case 'all':
      return { range: { by: 'expiry' }, keeps: () => true };
  }
}

const encodeCursor = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url');
function decodeCursor(cursor: string): Record<string, unknown> {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (key && typeof key === 'object' && !Array.isArray(key)) return key as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new DomainError('validation_failed', { cursor: 'validation.invalid_value' });
}

/**
 * The admin's domain list: by the beginning of a name (in name order, the state filter applied
 * to what the name finds), or by state (in expiry order). A page holds up to 25 and links to the
 * next with the index's cursor.
 */
export async function listAdminDomains(input: { q?: string | undefined; status?: AdminDomainFilter | undefined; cursor?: string | undefined }, ports: DomainListPorts) {
  const now = ports.clock.now();
  const { days_before_expiry_for_warning: warningDays } = await ports.settings.get();
  const filter = filterOf(input.status ?? 'all', now, warningDays);
  const range: DomainIndexRange = input.q ? { by: 'name', prefix: input.q } : filter.range;
  const found: AdminDomainSummary[] = [];
  let start = input.cursor ? decodeCursor(input.cursor) : undefined;
  for (let read = 0; read < maxReads && found.length < adminDomainsPerPage; read += 1) {
    // Never more than the page still needs: the cursor then sits right after the last one shown.
    const page = await ports.domains.page(range, adminDomainsPerPage - found.length, start);
    found.push(...page.domains.map((domain) => toAdminDomainSummary(domain, now, warningDays)).filter(filter.keeps));
    start = page.next;
    if (!start) break;
  }
  const query = new URLSearchParams({ ...(input.q ? { q: input.q } : {}), ...(input.status ? { status: input.status } : {}) });
  if (start) query.set('cursor', encodeCursor(start));
  return { data: found, links: { next: start ? `/api/admin/domains?${query.toString()}` : null } };
}
