import { type EventData, type EventName, eventCatalogue } from '#events/catalogue/index.ts';
import type { EventEnvelope } from '#events/envelope.ts';
import type { Clock } from '../ports/clock.ts';
import { eventFactory } from './new-event.ts';

const anyEvent = eventFactory(...Object.values(eventCatalogue));

/** Any event of the whole catalogue (the local simulators and tests); the functions take their context's factory. */
export function newEvent<Name extends EventName>(name: Name, data: EventData<Name>, clock: Clock, correlationId?: string): EventEnvelope<EventData<Name>> {
  return anyEvent(name, data as never, clock, correlationId) as EventEnvelope<EventData<Name>>;
}
