import type { DomainHealth } from '#shared/schemas/domain-health.ts';
import type { EventEnvelope } from '#events/envelope.ts';
import { refuseBootstrap } from '../domain-health/cds-rules.ts';
import type { DomainHealthRepository } from '../domain-health/ports.ts';
import { toHealthView } from '../domain-health/read-health.ts';
import { DomainError } from '../errors.ts';
import type { Clock } from '../ports/clock.ts';
import { newEvent } from './events.ts';
import { managedDomain } from '../domains/own-domain.ts';
import type { DomainRepository, DomainShares } from '../domains/ports.ts';

export interface DnssecBootstrapPorts {
  domains: Pick<DomainRepository, 'get' | 'teamRoleOf'>;
  shares: DomainShares;
  health: Pick<DomainHealthRepository, 'get' | 'save'>;
  clock: Clock;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
}

/**
 * An owner or technical manager refuses the DNSSEC bootstrap the domain's name servers ask for
 * with their CDS (issue 32; docs/decisions/cds-cdnskey.md): that CDS is not taken, now or later;
 * another CDS starts a new wait. The refusal is kept with the domain's health (the CDS scan's
 * state) and told (`domain.dnssec-bootstrap`, stage `refused`: the history and the other owners).
 * Nothing changes at the registry: there is no DS yet.
 */
export async function refuseDnssecBootstrap(domainId: string, userId: string, ports: DnssecBootstrapPorts): Promise<DomainHealth> {
  const domain = await managedDomain(domainId, userId, ports);
  const record = await ports.health.get(domain.domainId);
  const pending = record?.cds?.pending;
  const refused = refuseBootstrap(record?.cds, userId, ports.clock.now());
  if (!record || !pending || !refused) throw new DomainError('no_dnssec_bootstrap');
  const event = newEvent(
    'domain.dnssec-bootstrap',
    {
      domainId: domain.domainId,
      name: domain.name,
      actorId: userId,
      actorKind: 'user',
      stage: 'refused',
      dsRecords: pending.ds.map(({ keyTag, algorithm, digestType }) => ({ keyTag, algorithm, digestType })),
      acceptAt: pending.acceptAt,
    },
    ports.clock,
  );
  const saved = { ...record, cds: refused, version: record.version + 1 };
  // A check saved in between: its word is newer; the owner tries again on what it found.
  if (!(await ports.health.save(saved, record, [event]))) throw new DomainError('domain_change_in_progress');
  await ports.deliver([event]);
  return toHealthView(saved);
}
