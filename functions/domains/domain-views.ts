import type { DomainDetail, DomainLifecycleState, DomainSummary } from '#shared/schemas/domains.ts';
import type { Settings } from '#shared/schemas/settings.ts';
import type { DomainRecord } from './model.ts';
import type { DomainRepository, DomainShares } from './ports.ts';
import { DomainError } from '../errors.ts';
import { managedDomain } from './own-domain.ts';
import { maxRenewalYearsFor } from '#shared/renewal.ts';
import type { Clock } from '../ports/clock.ts';
import { type Registry, RegistryError } from '../ports/registry.ts';

type DaySettings = Pick<Settings, 'days_before_expiry_for_warning' | 'days_before_expiry_for_auto_renewal'>;
const day = 24 * 3600 * 1000;

/** A domain's business state (spec §4): deleted, transferred away, expired, expiring soon (within the warning days), active. */
export function lifecycleState(domain: Pick<DomainRecord, 'expiresAt' | 'deletedAt' | 'transferredAwayAt'>, now: Date, warningDays: number): DomainLifecycleState {
  if (domain.deletedAt) return 'deleted';
  if (domain.transferredAwayAt) return 'transferred_away';
  const expires = Date.parse(domain.expiresAt);
  if (expires <= now.getTime()) return 'expired';
  if (expires - warningDays * day <= now.getTime()) return 'expiring_soon';
  return 'active';
}

export function toDomainSummary(domain: DomainRecord, context: { now: Date; settings: DaySettings; ownerName: string }): DomainSummary {
  return {
    id: domain.domainId,
    name: domain.name,
    status: lifecycleState(domain, context.now, context.settings.days_before_expiry_for_warning),
    registered_at: domain.registeredAt,
    expires_at: domain.expiresAt,
    renewal_date: new Date(Date.parse(domain.expiresAt) - context.settings.days_before_expiry_for_auto_renewal * day).toISOString(),
    owner: { type: domain.ownerType, id: domain.ownerId, name: context.ownerName },
    name_server_mode: domain.nameServerMode,
    name_servers: domain.nameServers,
    transfer_lock: domain.transferLock,
    registration_lock: domain.registrationLock,
    auto_renewal: domain.autoRenewal,
    payment_card_id: domain.paymentCardId ?? null,
  };
}

export interface DomainViewPorts {
  domains: Pick<DomainRepository, 'get' | 'listByOwner' | 'teamRoleOf'>;
  settings: { get(): Promise<DaySettings> };
  registry: Pick<Registry, 'domainInfo'>;
  clock: Clock;
  /** A shared domain is shown to its technical manager too, with its owner's name. */
  shares: DomainShares;
  users: { get(userId: string): Promise<{ name: string } | null> };
  /** A team's domain is shown with the team's name. */
  teams: { nameOf(teamId: string): Promise<string | null> };
}

/** Who the domain's owner is by name: the caller, another user (shared with the caller), or the team that holds it. */
async function ownerNameOf(domain: DomainRecord, caller: { userId: string; name: string }, ports: Pick<DomainViewPorts, 'users' | 'teams'>): Promise<string> {
  if (domain.ownerType === 'team') return (await ports.teams.nameOf(domain.ownerId)) ?? '';
  if (domain.ownerId === caller.userId) return caller.name;
  return (await ports.users.get(domain.ownerId))?.name ?? '';
}

/** The caller's own domains (the archive), by name. */
export async function listOwnDomains(owner: { userId: string; name: string }, ports: Pick<DomainViewPorts, 'domains' | 'settings' | 'clock'>): Promise<DomainSummary[]> {
  const [domains, settings] = await Promise.all([ports.domains.listByOwner(owner.userId), ports.settings.get()]);
  const now = ports.clock.now();
  return domains.map((domain) => toDomainSummary(domain, { now, settings, ownerName: owner.name }));
}

/**
 * One domain with what the registry answers now, to its owner or its technical manager (`role`).
 * Someone else's domain is `not_found` (never a 403 that confirms it exists). A registry that does not answer leaves `registry` null and
 * says so; our own data is shown anyway.
 */
export async function getOwnDomain(domainId: string, owner: { userId: string; name: string }, ports: DomainViewPorts): Promise<DomainDetail> {
  const [{ role, ...domain }, settings] = await Promise.all([managedDomain(domainId, owner.userId, ports, { includeDeleted: true }), ports.settings.get()]);
  const ownerName = await ownerNameOf(domain, owner, ports);
  const summary = { ...toDomainSummary(domain, { now: ports.clock.now(), settings, ownerName }), role };
  // A domain that left the portal (deleted at the registry, transferred away) is no longer ours to ask the registry about.
  if (domain.deletedAt || domain.transferredAwayAt) {
    return {
      ...summary,
      order_id: domain.orderId ?? null,
      transferred_in_at: domain.transferredInAt ?? null,
      max_renewal_years: 0,
      registry: null,
      registry_error: null,
    };
  }
  try {
    const info = await ports.registry.domainInfo(domain.name);
    return {
      ...summary,
      order_id: domain.orderId ?? null,
      transferred_in_at: domain.transferredInAt ?? null,
      max_renewal_years: maxRenewalYearsFor(domain.expiresAt, ports.clock.now()),
      registry: { statuses: info.statuses, expires_at: info.expiresAt, updated_at: info.updatedAt, name_servers: info.nameServers.map((server) => server.host) },
      registry_error: null,
    };
  } catch (error) {
    // The registry down, or no longer knowing the domain (deleted there before our copy heard of it): the view says which.
    const notAtRegistry = error instanceof RegistryError && error.code === 'domain_not_found';
    if (!notAtRegistry && !(error instanceof DomainError && error.code === 'registry_unavailable')) throw error;
    return {
      ...summary,
      order_id: domain.orderId ?? null,
      transferred_in_at: domain.transferredInAt ?? null,
      max_renewal_years: maxRenewalYearsFor(domain.expiresAt, ports.clock.now()),
      registry: null,
      registry_error: notAtRegistry ? 'domain_not_at_registry' : 'registry_unavailable',
    };
  }
}
