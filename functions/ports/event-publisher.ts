import type { EventEnvelope } from '#events/envelope.ts';

/** Hands events to the bus: EventBridge in AWS, the in-process bus in the local runtime. */
export interface EventPublisher {
  publish(envelopes: readonly EventEnvelope[]): Promise<void>;
}
