import type { EventEnvelope } from '#events/envelope.ts';
import type { Clock } from '../ports/clock.ts';
import { newEvent } from './events.ts';
import type { DomainEventDraft } from './registry-event-rules.ts';

/** The domain event of a change the registry made (its webhook, or the expiry sync) (each name spelled out: the declarations test reads them). */
export function envelopeOf(draft: DomainEventDraft, clock: Clock): EventEnvelope {
  switch (draft.name) {
    case 'domain.expired-at-registry':
      return newEvent('domain.expired-at-registry', draft.data, clock);
    case 'domain.renewed-at-registry':
      return newEvent('domain.renewed-at-registry', draft.data, clock);
    case 'domain.deleted-at-registry':
      return newEvent('domain.deleted-at-registry', draft.data, clock);
    case 'domain.registry-status-changed':
      return newEvent('domain.registry-status-changed', draft.data, clock);
    case 'domain.transfer-away-requested':
      return newEvent('domain.transfer-away-requested', draft.data, clock);
    case 'domain.transferred-away':
      return newEvent('domain.transferred-away', draft.data, clock);
    case 'domain.transfer-away-stopped':
      return newEvent('domain.transfer-away-stopped', draft.data, clock);
    case 'domain.registrant-changed-at-registry':
      return newEvent('domain.registrant-changed-at-registry', draft.data, clock);
  }
}
