import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetCommand as SdkGetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { GetCommand, PutCommand, TransactWriteCommand } from './document-commands.ts';
import { DynamoDbDocumentClient, environmentCredentials } from './document-client.ts';
import { ConditionalCheckFailedException, DynamoDbError, TransactionCanceledException } from './errors.ts';

interface Received {
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}
type Reply = (response: ServerResponse, request: Received) => void;

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A stand-in for DynamoDB answering each request with the next reply (the last one repeats). */
async function fakeDynamoDb(...replies: Reply[]) {
  const received: Received[] = [];
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown> };
      received.push(entry);
      replies[Math.min(received.length, replies.length) - 1]!(response, entry);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const waits: number[] = [];
  const client = new DynamoDbDocumentClient({
    region: 'eu-north-1',
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    credentials: () => ({ accessKeyId: 'AKID', secretAccessKey: 'secret', sessionToken: 'session' }),
    sleep: (milliseconds) => {
      waits.push(milliseconds);
      return Promise.resolve();
    },
    random: () => 1,
  });
  return { client, received, waits };
}

const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}): Reply =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': 'request-1', ...headers });
    response.end(JSON.stringify(body));
  };
const dropConnection: Reply = (response) => response.socket?.destroy();

describe('the DynamoDB document client', () => {
  it('sends the operation signed, with items as attribute values, and answers with plain values', async () => {
    const { client, received } = await fakeDynamoDb(json({ Item: { pk: { S: 'USER#1' }, version: { N: '2' } } }));
    const answer = await client.send(new GetCommand({ TableName: 'portal', Key: { pk: 'USER#1', sk: 'PROFILE' }, ConsistentRead: true }));

    expect(answer).toMatchObject({ Item: { pk: 'USER#1', version: 2 }, $metadata: { httpStatusCode: 200, requestId: 'request-1', attempts: 1 } });
    const [request] = received;
    expect(request!.body).toEqual({ TableName: 'portal', Key: { pk: { S: 'USER#1' }, sk: { S: 'PROFILE' } }, ConsistentRead: true });
    expect(request!.headers['x-amz-target']).toBe('DynamoDB_20120810.GetItem');
    expect(request!.headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(request!.headers['x-amz-security-token']).toBe('session');
    expect(request!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/eu-north-1\/dynamodb\/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-security-token;x-amz-target, Signature=[0-9a-f]{64}$/,
    );
  });

  it("runs @aws-sdk/lib-dynamodb's commands of the same name (dynamodb-toolbox's from node_modules) alike", async () => {
    const { client, received } = await fakeDynamoDb(json({}));
    await client.send(new SdkGetCommand({ TableName: 'portal', Key: { pk: 'USER#1', sk: 'PROFILE' } }));
    expect(received[0]!.headers['x-amz-target']).toBe('DynamoDB_20120810.GetItem');
    expect(received[0]!.body).toEqual({ TableName: 'portal', Key: { pk: { S: 'USER#1' }, sk: { S: 'PROFILE' } } });
  });

  it('names a failed condition as the SDK does, with the item when asked for', async () => {
    const { client } = await fakeDynamoDb(
      json({ __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException', message: 'The conditional request failed', Item: { pk: { S: 'USER#1' } } }, 400),
    );
    const failure = await client
      .send(new PutCommand({ TableName: 'portal', Item: { pk: 'USER#1' }, ConditionExpression: 'attribute_not_exists(pk)' }))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConditionalCheckFailedException);
    expect(failure).toMatchObject({
      name: 'ConditionalCheckFailedException',
      message: 'The conditional request failed',
      Item: { pk: { S: 'USER#1' } },
      $metadata: { httpStatusCode: 400, attempts: 1 },
    });
  });

  it('gives a cancelled transaction its reasons, one per item in order', async () => {
    const reasons = [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed', Item: { pk: { S: 'ORDER#1' } } }];
    const { client } = await fakeDynamoDb(
      json({ __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException', Message: 'Transaction cancelled', CancellationReasons: reasons }, 400),
    );
    const failure = await client.send(new TransactWriteCommand({ TransactItems: [] })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransactionCanceledException);
    expect(failure).toMatchObject({ name: 'TransactionCanceledException', message: 'Transaction cancelled', CancellationReasons: reasons });
  });

  it("takes the error's name from x-amzn-ErrorType when the body has none, and from the status when neither says", async () => {
    const { client } = await fakeDynamoDb(json({}, 400, { 'x-amzn-errortype': 'ValidationException:http://internal.amazon.com/coral/' }), json({}, 403));
    await expect(client.send(new GetCommand({}))).rejects.toMatchObject({ name: 'ValidationException' });
    await expect(client.send(new GetCommand({}))).rejects.toMatchObject({ name: 'UnknownError', $metadata: { httpStatusCode: 403 } });
  });

  it("retries a server's fault after 100 ms × 2^attempt with full jitter, as the SDK's standard mode", async () => {
    const { client, received, waits } = await fakeDynamoDb(json({ __type: 'InternalServerError' }, 500), json({ Item: { pk: { S: 'a' } } }));
    await expect(client.send(new GetCommand({}))).resolves.toMatchObject({ Item: { pk: 'a' }, $metadata: { attempts: 2 } });
    expect(received).toHaveLength(2);
    expect(waits).toEqual([200]);
  });

  it('retries throttling with the longer base, and gives up after three attempts', async () => {
    const { client, received, waits } = await fakeDynamoDb(json({ __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException' }, 400));
    const failure = await client.send(new GetCommand({})).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DynamoDbError);
    expect(failure).toMatchObject({ name: 'ProvisionedThroughputExceededException', $metadata: { attempts: 3 } });
    expect(received).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('retries a dropped connection', async () => {
    const { client, received } = await fakeDynamoDb(dropConnection, json({}));
    await expect(client.send(new GetCommand({}))).resolves.toMatchObject({ $metadata: { attempts: 2 } });
    expect(received).toHaveLength(2);
  });

  it('does not retry a refusal that another attempt cannot change', async () => {
    const { client, received } = await fakeDynamoDb(json({ __type: 'com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException' }, 400));
    await expect(client.send(new GetCommand({}))).rejects.toBeInstanceOf(ConditionalCheckFailedException);
    expect(received).toHaveLength(1);
  });

  it("takes a Lambda's credentials from its environment", () => {
    expect(environmentCredentials({ AWS_ACCESS_KEY_ID: 'ASIA1', AWS_SECRET_ACCESS_KEY: 's', AWS_SESSION_TOKEN: 't' })).toEqual({
      accessKeyId: 'ASIA1',
      secretAccessKey: 's',
      sessionToken: 't',
    });
    expect(() => environmentCredentials({})).toThrow(/credentials/);
  });
});
