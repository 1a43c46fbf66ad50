import awsLite from '@aws-lite/client';
import { type EventEnvelope, eventSource } from '#events/envelope.ts';
import type { EventPublisher } from '../../ports/event-publisher.ts';
import { traced } from '../tracing/xray-subsegments.ts';

/**
 * EventBridge's one operation the functions call, `PutEvents`, through `@aws-lite/client` (which
 * signs and sends it, with retries) instead of `@aws-sdk/client-eventbridge`, whose import at cold
 * start weighs as much as the SDK's DynamoDB client (docs/decisions/aws-clients.md). aws-lite has
 * no EventBridge plugin: the request is the JSON one the SDK's `PutEventsCommand` sends
 * (eventbridge-publisher.test.ts compares the two).
 */
export interface EventBridgeOptions {
  region: string;
  /** A stand-in's URL (the tests'); the region's endpoint otherwise. */
  endpoint?: string;
  /** Fixed credentials (the tests'); a Lambda's role's come from its environment otherwise. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

interface PutEventsAnswer {
  FailedEntryCount?: number;
  Entries?: { EventId?: string; ErrorCode?: string; ErrorMessage?: string }[];
}

/** Publishes to the EventBridge bus; the envelope is the event's `detail`. */
export function eventBridgePublisher(busName: string, options: EventBridgeOptions = { region: process.env.AWS_REGION ?? '' }): EventPublisher {
  let client: ReturnType<typeof awsLite> | undefined;
  const eventBridge = () =>
    // Made at the first publish (aws-lite's construction is asynchronous); three attempts in all, as the SDK's standard mode.
    (client ??= awsLite({ region: options.region, ...(options.endpoint ? { endpoint: options.endpoint } : {}), ...options.credentials, retries: 2 }));
  return {
    async publish(envelopes) {
      for (let start = 0; start < envelopes.length; start += 10) {
        const batch = envelopes.slice(start, start + 10);
        const send = await eventBridge();
        const { payload } = await traced('EventBridge', { namespace: 'aws', operation: 'PutEvents' }, () =>
          send({
            service: 'events',
            headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSEvents.PutEvents' },
            // Plain JSON: aws-lite would otherwise convert the body to DynamoDB's attribute values.
            awsjson: false,
            payload: {
              Entries: batch.map((envelope: EventEnvelope) => ({
                EventBusName: busName,
                Source: eventSource,
                DetailType: envelope.metadata.name,
                Detail: JSON.stringify(envelope),
                // A timestamp in AWS's JSON protocol: seconds since the epoch.
                Time: new Date(envelope.metadata.occurredAt).getTime() / 1000,
              })),
            },
          }),
        );
        const { FailedEntryCount } = payload as PutEventsAnswer;
        if (FailedEntryCount) {
          throw new Error(`EventBridge refused ${FailedEntryCount} of ${batch.length} events`);
        }
      }
    },
  };
}
