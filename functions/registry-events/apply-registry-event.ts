import { DomainError } from '../errors.ts';
import { envelopeOf } from './domain-event-envelope.ts';
import type { RegistryEvent, RegistryEventOutcome } from './model.ts';
import type { ApplyRegistryEventPorts } from './ports.ts';
import { domainEventIdOf, registryEventChange } from './registry-event-rules.ts';

/** Tries of a change that meets another change of the same domain (optimistic locking). */
const attempts = 5;

/**
 * Applies one registry event to the portal's domain (the registry-events consumer). Once per
 * event id: a redelivery finds its receipt; the domain also remembers the last registry event it
 * reflects, so a crash between the change and the receipt still applies nothing twice, and an
 * older event (out of order) changes nothing but is told for the domain's history. The change
 * and its domain event are one transaction (outbox); the event is then delivered, with the
 * registry's time as its time.
 */
export async function applyRegistryEvent(event: RegistryEvent, ports: ApplyRegistryEventPorts): Promise<RegistryEventOutcome> {
  if (await ports.receipts.seen(event.id)) return 'duplicate';
  const outcome = await applyOnce(event, ports);
  await ports.receipts.remember({ eventId: event.id, type: event.type, domain: event.data.domain, outcome, receivedAt: ports.clock.now().toISOString() });
  return outcome;
}

async function applyOnce(event: RegistryEvent, ports: ApplyRegistryEventPorts): Promise<RegistryEventOutcome> {
  const name = event.data.domain.trim().toLowerCase();
  for (let attempt = 1; ; attempt += 1) {
    const claim = await ports.domains.claimOf(name);
    const domain = claim ? await ports.domains.get(claim.domainId) : null;
    if (!domain) return 'not-ours';
    const change = registryEventChange(domain, event, ports.ourRegistrar);
    if (change.kind === 'ignore') return change.outcome;
    // The domain event happened when the registry says, so the domain's history keeps the registry's
    // order; its id is made from the registry event's, so telling it again (a redelivery) adds nothing.
    const built = envelopeOf(change.event, { now: () => new Date(event.created_at) });
    const envelope = { ...built, metadata: { ...built.metadata, id: domainEventIdOf(event.id) } };
    if (change.kind === 'record') {
      // Late: nothing to change; the history is told.
      await ports.deliver([envelope]);
      return 'older';
    }
    try {
      await ports.domains.update(domain, change.changes, ports.clock.now(), [envelope]);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'conflict' && attempt < attempts) continue;
      throw error;
    }
    await ports.deliver([envelope]);
    return 'applied';
  }
}
