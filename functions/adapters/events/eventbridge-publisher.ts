import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { type EventEnvelope, eventSource } from '#events/envelope.ts';
import type { EventPublisher } from '../../ports/event-publisher.ts';

const client = new EventBridgeClient({});

/** Publishes to the EventBridge bus; the envelope is the event's `detail`. */
export function eventBridgePublisher(busName: string): EventPublisher {
  return {
    async publish(envelopes) {
      for (let start = 0; start < envelopes.length; start += 10) {
        const batch = envelopes.slice(start, start + 10);
        const answer = await client.send(
          new PutEventsCommand({
            Entries: batch.map((envelope: EventEnvelope) => ({
              EventBusName: busName,
              Source: eventSource,
              DetailType: envelope.metadata.name,
              Detail: JSON.stringify(envelope),
              Time: new Date(envelope.metadata.occurredAt),
            })),
          }),
        );
        if (answer.FailedEntryCount) {
          throw new Error(`EventBridge refused ${answer.FailedEntryCount} of ${batch.length} events`);
        }
      }
    },
  };
}
