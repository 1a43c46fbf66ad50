import type { AdminDomainDetail } from '#shared/schemas/admin-domains.ts';
import type { Settings } from '#shared/schemas/settings.ts';
import { toAdminDomainSummary } from '../admin-people/domains/list-domains.ts';
import { DomainError } from '../errors.ts';
import type { DueEntry } from '../lifecycle/model.ts';
import type { Clock } from '../ports/clock.ts';
import { type DomainInfo, type Registry, RegistryError } from '../ports/registry.ts';
import type { DomainRepository } from './ports.ts';

export interface AdminDomainViewPorts {
  domains: Pick<DomainRepository, 'get'>;
  registry: Pick<Registry, 'domainInfo'>;
  settings: { get(): Promise<Pick<Settings, 'days_before_expiry_for_warning'>> };
  due: { dueOf(domainId: string, job: 'expiry-sync'): Promise<DueEntry | null> };
  clock: Clock;
}

/**
 * A domain as the administrator sees it: our record beside what the registry's `info` answers
 * now (through the Registry port; a registry that does not answer, or no longer knows the name,
 * is said so and our record still shown), and when the expiry sync next and last looks at it.
 */
export async function adminDomainView(domainId: string, ports: AdminDomainViewPorts): Promise<AdminDomainDetail> {
  const domain = await ports.domains.get(domainId);
  if (!domain) throw new DomainError('not_found');
  const [settings, due] = await Promise.all([ports.settings.get(), ports.due.dueOf(domainId, 'expiry-sync')]);
  let info: DomainInfo | null = null;
  let registryError: AdminDomainDetail['registry_error'] = null;
  try {
    info = await ports.registry.domainInfo(domain.name);
  } catch (error) {
    if (error instanceof RegistryError && error.code === 'domain_not_found') registryError = 'not_at_registry';
    else if (error instanceof DomainError && error.code === 'registry_unavailable') registryError = 'registry_unavailable';
    else throw error;
  }
  return {
    ...toAdminDomainSummary(domain, ports.clock.now(), settings.days_before_expiry_for_warning),
    registered_at: domain.registeredAt,
    transferred_in_at: domain.transferredInAt ?? null,
    deleted_at: domain.deletedAt ?? null,
    transferred_away_at: domain.transferredAwayAt ?? null,
    name_server_mode: domain.nameServerMode,
    name_servers: domain.nameServers,
    registry_statuses: domain.registryStatuses ?? [],
    updated_at: domain.updatedAt,
    registry: info
      ? { statuses: info.statuses, expires_at: info.expiresAt, updated_at: info.updatedAt, name_servers: info.nameServers.map((server) => server.host), registrar: info.registrar }
      : null,
    registry_error: registryError,
    expiry_sync: due ? { due_at: due.dueAt, last_run_at: due.lastRunAt ?? null } : null,
  };
}
