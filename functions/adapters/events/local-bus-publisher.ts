import type { EventEnvelope } from '#events/envelope.ts';
import type { EventPublisher } from '../../ports/event-publisher.ts';

/**
 * The local runtime's in-process bus registers itself here at start-up; the functions then
 * publish to it exactly where they would call EventBridge.
 */
export interface LocalEventSink {
  publish(envelopes: readonly EventEnvelope[]): Promise<void>;
}

let sink: LocalEventSink | undefined;

export function registerLocalEventSink(next: LocalEventSink | undefined): void {
  sink = next;
}

export const localBusPublisher: EventPublisher = {
  async publish(envelopes) {
    if (!sink) throw new Error('No local event bus is running in this process');
    await sink.publish(envelopes);
  },
};
