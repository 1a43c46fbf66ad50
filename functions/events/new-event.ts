import { randomUUID } from 'node:crypto';
import { type EventData, type EventName, eventCatalogue } from '#events/catalogue/index.ts';
import type { EventEnvelope } from '#events/envelope.ts';
import type { Clock } from '../ports/clock.ts';

/** Builds an event envelope, validating the data against the catalogue's schema on publish. */
export function newEvent<Name extends EventName>(name: Name, data: EventData<Name>, clock: Clock, correlationId?: string): EventEnvelope<EventData<Name>> {
  const declaration = eventCatalogue[name];
  return {
    metadata: {
      id: randomUUID(),
      name,
      version: declaration.version,
      occurredAt: clock.now().toISOString(),
      ...(correlationId ? { correlationId } : {}),
    },
    data: declaration.schema.parse(data) as EventData<Name>,
  };
}
