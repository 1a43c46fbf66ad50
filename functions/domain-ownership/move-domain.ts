import type { EventEnvelope } from '#events/envelope.ts';
import type { DomainRecord, DomainSettingsChange } from '../domains/model.ts';
import { ownDomain } from '../domains/own-domain.ts';
import type { DomainRepository, DomainSettingsRepository } from '../domains/ports.ts';
import { DomainError } from '../errors.ts';
import type { Clock } from '../ports/clock.ts';
import { newEvent } from './events.ts';
import { moveTarget } from './ownership-rules.ts';
import { assertPortalLockAllows } from '../domain-settings/portal-lock-rules.ts';

export interface MoveDomainPorts {
  domains: Pick<DomainRepository, 'get' | 'teamRoleOf'>;
  /** The domain's versioned write with its event (and the card detached) in one transaction. */
  store: Pick<DomainSettingsRepository, 'save'>;
  /** The team's name as it is now (the history names both holders); null when there is no such team. */
  teams: { nameOf(teamId: string): Promise<string | null> };
  clock: Clock;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
}

/**
 * Moves a domain between the caller's own domains and a team the caller owns (spec §2 "move
 * domain"), in one conditional write of the domain (its owner partition, O8, follows its owner)
 * with `domain.moved` (the domain's history). What the domain keeps: its DNS, settings, contacts
 * at the registry, technical managers and due entries (they are the domain's, not its owner's);
 * its orders and receipts stay with whoever paid them. Its renewal card was the old owner's, so
 * automatic renewal stops and the card is detached: the new owner attaches one of theirs
 * (docs/decisions/moving-a-domain-between-my-domains-and-a-team.md, "Moving a domain between my domains and a team").
 */
export async function moveDomain(
  input: { userId: string; userName: string; domainId: string; teamId: string | null },
  ports: MoveDomainPorts,
): Promise<{ domain: DomainRecord; ownerName: string }> {
  const domain = await ownDomain(input.domainId, input.userId, ports.domains);
  const [placeInSource, placeInTarget] = await Promise.all([
    domain.ownerType === 'team' ? ports.domains.teamRoleOf(domain.ownerId, input.userId) : null,
    input.teamId === null ? null : ports.domains.teamRoleOf(input.teamId, input.userId),
  ]);
  const target = moveTarget({ domain: { type: domain.ownerType, id: domain.ownerId }, callerId: input.userId, placeInSource, teamId: input.teamId, placeInTarget });
  const nameOf = async (holder: { type: 'user' | 'team'; id: string }) => {
    if (holder.type === 'user') return input.userName;
    const name = await ports.teams.nameOf(holder.id);
    if (name === null) throw new DomainError('not_found');
    return name;
  };
  if (!target) return { domain, ownerName: await nameOf({ type: domain.ownerType, id: domain.ownerId }) };
  assertPortalLockAllows(domain, { kind: 'owner' }, ports.clock.now());

  const [fromName, toName] = await Promise.all([nameOf({ type: domain.ownerType, id: domain.ownerId }), nameOf(target)]);
  const change: DomainSettingsChange = {
    set: { ownerType: target.type, ownerId: target.id, autoRenewal: false },
    ...(domain.paymentCardId ? { remove: ['paymentCardId'] as const } : {}),
  };
  const events = [
    newEvent(
      'domain.moved',
      {
        domainId: domain.domainId,
        name: domain.name,
        actorId: input.userId,
        from: { type: domain.ownerType, id: domain.ownerId, name: fromName },
        to: { ...target, name: toName },
        autoRenewalStopped: domain.autoRenewal,
      },
      ports.clock,
    ),
  ];
  const moved = await ports.store.save(domain, change, ports.clock.now(), events);
  await ports.deliver(events);
  return { domain: moved, ownerName: toName };
}
