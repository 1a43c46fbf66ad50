import { type EventEnvelope, eventSource } from '#events/envelope.ts';
import type { EventPublisher } from '../../ports/event-publisher.ts';
import { type AwsClientOptions, AwsJsonClient, type AwsJsonService, environmentCredentials } from '../aws/json-client.ts';

/**
 * EventBridge's one operation the functions call, `PutEvents`, through the same signing and
 * HTTP as our DynamoDB client (`../aws/json-client.ts`) instead of `@aws-sdk/client-eventbridge`,
 * whose import at cold start weighed as much as the SDK's DynamoDB client (docs/performance.md).
 * The request is the one the SDK's `PutEventsCommand` sends (eventbridge-publisher.test.ts).
 */
const eventBridge: AwsJsonService = { tracingName: 'EventBridge', signingName: 'events', targetPrefix: 'AWSEvents', jsonVersion: '1.1' };

/** A Lambda's: its region and its role's credentials from the environment. */
const lambdaClientOptions = (): AwsClientOptions => ({ region: process.env.AWS_REGION ?? '', credentials: () => environmentCredentials() });

interface PutEventsAnswer {
  FailedEntryCount?: number;
  Entries?: { EventId?: string; ErrorCode?: string; ErrorMessage?: string }[];
}

/** Publishes to the EventBridge bus; the envelope is the event's `detail`. */
export function eventBridgePublisher(busName: string, options: AwsClientOptions = lambdaClientOptions()): EventPublisher {
  const client = new AwsJsonClient(eventBridge, options);
  return {
    async publish(envelopes) {
      for (let start = 0; start < envelopes.length; start += 10) {
        const batch = envelopes.slice(start, start + 10);
        const { answer } = await client.call('PutEvents', {
          Entries: batch.map((envelope: EventEnvelope) => ({
            EventBusName: busName,
            Source: eventSource,
            DetailType: envelope.metadata.name,
            Detail: JSON.stringify(envelope),
            // A timestamp in AWS's JSON protocol: seconds since the epoch.
            Time: new Date(envelope.metadata.occurredAt).getTime() / 1000,
          })),
        });
        const { FailedEntryCount } = answer as PutEventsAnswer;
        if (FailedEntryCount) {
          throw new Error(`EventBridge refused ${FailedEntryCount} of ${batch.length} events`);
        }
      }
    },
  };
}
