import type { EventPublisher } from '../../ports/event-publisher.ts';
import type { LocalEventSink } from '../local-stand-ins.ts';

/** Publishes to the local runtime's in-process bus exactly where the functions would call EventBridge. */
export function localBusPublisher(sink: LocalEventSink): EventPublisher {
  return { publish: (envelopes) => sink.publish(envelopes) };
}
