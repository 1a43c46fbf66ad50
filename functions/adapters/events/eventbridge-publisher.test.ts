import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { afterEach, describe, expect, it } from 'vitest';
import { type EventEnvelope, eventSource } from '#events/envelope.ts';
import { eventBridgePublisher } from './eventbridge-publisher.ts';

/**
 * Our PutEvents against the SDK's: both send to the same stand-in for EventBridge, which records
 * what arrives. There is no EventBridge to run locally (the local runtime's bus takes the
 * envelopes in process, `local-bus-publisher.ts`), so the contract is the SDK's request.
 */
interface Received {
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}
type Reply = (response: ServerResponse) => void;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function fakeEventBridge(...replies: Reply[]) {
  const received: Received[] = [];
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown> });
      replies[Math.min(received.length, replies.length) - 1]!(response);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

const json =
  (body: unknown, status = 200): Reply =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': 'request-1' });
    response.end(JSON.stringify(body));
  };
const accepted = (count: number) => json({ FailedEntryCount: 0, Entries: Array.from({ length: count }, (_, index) => ({ EventId: `event-${index}` })) });

const credentials = { accessKeyId: 'AKID', secretAccessKey: 'secret', sessionToken: 'session' };

const envelope = (index: number): EventEnvelope => ({
  metadata: { id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, name: 'domain.registered', version: 1, occurredAt: '2026-11-26T12:34:56.789Z' },
  data: { domain: `name${index}.fo`, note: 'Tórshavn' },
});

describe('publishing to EventBridge through @aws-lite/client', () => {
  it("sends the request the SDK's PutEventsCommand sends, signed for events in the function's region", async () => {
    const { endpoint, received } = await fakeEventBridge(accepted(1));
    const sdk = new EventBridgeClient({ region: 'eu-north-1', endpoint, credentials });
    const event = envelope(1);
    await sdk.send(
      new PutEventsCommand({
        Entries: [{ EventBusName: 'okisnavn', Source: eventSource, DetailType: event.metadata.name, Detail: JSON.stringify(event), Time: new Date(event.metadata.occurredAt) }],
      }),
    );
    await eventBridgePublisher('okisnavn', { region: 'eu-north-1', endpoint, credentials }).publish([event]);

    const [theirs, ours] = received;
    expect(ours!.body).toEqual(theirs!.body);
    expect(ours!.body).toMatchObject({ Entries: [{ Source: 'okisnavn', DetailType: 'domain.registered', EventBusName: 'okisnavn' }] });
    for (const header of ['x-amz-target', 'content-type', 'x-amz-security-token']) expect(ours!.headers[header], header).toBe(theirs!.headers[header]);
    expect(ours!.headers['x-amz-target']).toBe('AWSEvents.PutEvents');
    const scope = (authorization: unknown) => /Credential=AKID\/\d{8}\/([^,]+),/.exec(String(authorization))?.[1];
    expect(scope(ours!.headers.authorization)).toBe('eu-north-1/events/aws4_request');
    expect(scope(ours!.headers.authorization)).toBe(scope(theirs!.headers.authorization));
  });

  it('sends at most ten events a request, as PutEvents takes them', async () => {
    const { endpoint, received } = await fakeEventBridge(accepted(10), accepted(2));
    await eventBridgePublisher('okisnavn', { region: 'eu-north-1', endpoint, credentials }).publish(Array.from({ length: 12 }, (_, index) => envelope(index)));
    expect(received.map((request) => (request.body.Entries as unknown[]).length)).toEqual([10, 2]);
  });

  it('fails when EventBridge refuses an entry, so the outbox keeps the events', async () => {
    const { endpoint } = await fakeEventBridge(json({ FailedEntryCount: 1, Entries: [{ EventId: 'event-0' }, { ErrorCode: 'InternalFailure', ErrorMessage: 'try again' }] }));
    const publisher = eventBridgePublisher('okisnavn', { region: 'eu-north-1', endpoint, credentials });
    await expect(publisher.publish([envelope(1), envelope(2)])).rejects.toThrow('EventBridge refused 1 of 2 events');
  });

  it("fails with EventBridge's error when the request is refused, after the SDK's retries for throttling", async () => {
    const { endpoint, received } = await fakeEventBridge(
      json({ __type: 'ThrottlingException', message: 'Rate exceeded' }, 400),
      json({ __type: 'AccessDeniedException', message: 'not allowed' }, 400),
    );
    const publisher = eventBridgePublisher('okisnavn', { region: 'eu-north-1', endpoint, credentials });
    const failure = await publisher.publish([envelope(1)]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'AccessDeniedException', statusCode: 400 });
    expect((failure as Error).message).toContain('not allowed');
    expect(received).toHaveLength(2);
  });
});
