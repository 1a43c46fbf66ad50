import { randomUUID } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'dynamodb-toolbox/entity';
import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { Table } from 'dynamodb-toolbox/table';
import { BatchGetCommand as TableBatchGet, execute as executeBatchGet } from 'dynamodb-toolbox/table/actions/batchGet';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '#functions/adapters/dynamodb/document-commands.ts';
import { DynamoDbDocumentClient } from '#functions/adapters/dynamodb/document-client.ts';
import { ConditionalCheckFailedException, TransactionCanceledException } from '#functions/adapters/dynamodb/errors.ts';
import { dynamoDbLocalCredentials } from '#functions/adapters/dynamodb/table.ts';
import { createTableFromDeclaration } from '#infra/local/create-table.ts';
import { localAwsRegion } from '#infra/local/dynamodb-local.ts';

/**
 * The portal's DynamoDB client (`@aws-lite/client` behind dynamodb-toolbox's `send`) against
 * DynamoDB Local: each operation the repositories make (through dynamodb-toolbox or directly),
 * with the commands the Lambda bundles build, and the refusals the repositories read (a failed
 * condition, a cancelled transaction and its reasons).
 */
const TableName = `client-contract-${randomUUID()}`;
let client: DynamoDbDocumentClient;
let endpoint: string;

beforeAll(async () => {
  endpoint = inject('dynamoDbEndpoint');
  const sdk = new DynamoDBClient({ endpoint, region: localAwsRegion, credentials: dynamoDbLocalCredentials });
  await createTableFromDeclaration(sdk, TableName);
  sdk.destroy();
  client = new DynamoDbDocumentClient({ region: localAwsRegion, endpoint, credentials: dynamoDbLocalCredentials });
});

const key = (pk: string, sk = 'ITEM') => ({ pk, sk });

describe('the DynamoDB client against DynamoDB Local', () => {
  it('puts, gets, updates and deletes an item with every kind of value', async () => {
    const item = {
      ...key('USER#1'),
      name: 'Jógvan á Dúvu',
      version: 1,
      active: true,
      removedAt: null,
      tags: new Set(['a', 'b']),
      contacts: [{ role: 'owner' }],
      settings: { language: 'fo' },
    };
    await client.send(new PutCommand({ TableName, Item: { ...item, gone: undefined } }));
    expect((await client.send(new GetCommand({ TableName, Key: key('USER#1'), ConsistentRead: true }))).Item).toEqual(item);

    const updated = await client.send(
      new UpdateCommand({
        TableName,
        Key: key('USER#1'),
        UpdateExpression: 'SET #version = #version + :one, #settings.#language = :language',
        ConditionExpression: '#version = :expected',
        ExpressionAttributeNames: { '#version': 'version', '#settings': 'settings', '#language': 'language' },
        ExpressionAttributeValues: { ':one': 1, ':expected': 1, ':language': 'en' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    expect(updated.Attributes).toMatchObject({ version: 2, settings: { language: 'en' } });

    const deleted = await client.send(new DeleteCommand({ TableName, Key: key('USER#1'), ReturnValues: 'ALL_OLD' }));
    expect(deleted.Attributes).toMatchObject({ name: 'Jógvan á Dúvu', version: 2 });
    expect((await client.send(new GetCommand({ TableName, Key: key('USER#1'), ConsistentRead: true }))).Item).toBeUndefined();
  });

  it('refuses a write whose condition fails with ConditionalCheckFailedException, the stored item with it when asked', async () => {
    await client.send(new PutCommand({ TableName, Item: { ...key('DOMAIN#taken'), owner: 'u1' } }));
    const failure = await client
      .send(
        new PutCommand({
          TableName,
          Item: { ...key('DOMAIN#taken'), owner: 'u2' },
          ConditionExpression: 'attribute_not_exists(pk)',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      )
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConditionalCheckFailedException);
    expect(failure).toMatchObject({ name: 'ConditionalCheckFailedException', Item: { owner: { S: 'u1' } } });
  });

  it('queries a partition page by page, and an index', async () => {
    const items = ['a', 'b', 'c'].map((sk) => ({ ...key('ORDERS#u1', `ORDER#${sk}`), gsi1pk: 'OWNER#u1', gsi1sk: `ORDER#${sk}` }));
    await client.send(new BatchWriteCommand({ RequestItems: { [TableName]: items.map((Item) => ({ PutRequest: { Item } })) } }));
    const query = { TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'ORDERS#u1' }, Limit: 2 };
    const first = await client.send(new QueryCommand(query));
    expect(first.Items).toEqual(items.slice(0, 2));
    expect(first.LastEvaluatedKey).toEqual(key('ORDERS#u1', 'ORDER#b'));
    const second = await client.send(new QueryCommand({ ...query, ExclusiveStartKey: first.LastEvaluatedKey }));
    expect(second.Items).toEqual(items.slice(2));

    const counted = await client.send(
      new QueryCommand({
        TableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':pk': 'OWNER#u1', ':prefix': 'ORDER#' },
        Select: 'COUNT',
      }),
    );
    expect(counted.Count).toBe(3);
  });

  it('writes and reads in batches', async () => {
    await client.send(new PutCommand({ TableName, Item: key('BATCH#old') }));
    await client.send(
      new BatchWriteCommand({
        RequestItems: {
          [TableName]: [{ PutRequest: { Item: { ...key('BATCH#1'), n: 1 } } }, { PutRequest: { Item: { ...key('BATCH#2'), n: 2 } } }, { DeleteRequest: { Key: key('BATCH#old') } }],
        },
      }),
    );
    const answer = await client.send(new BatchGetCommand({ RequestItems: { [TableName]: { Keys: [key('BATCH#1'), key('BATCH#2'), key('BATCH#old')], ConsistentRead: true } } }));
    const found = (answer.Responses as Record<string, { pk: string; n: number }[]>)[TableName]!;
    expect(found.map((item) => [item.pk, item.n]).sort()).toEqual([
      ['BATCH#1', 1],
      ['BATCH#2', 2],
    ]);
    expect(answer.UnprocessedKeys).toEqual({});
  });

  it('writes a transaction as a whole, and reads one', async () => {
    await client.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName, Item: { ...key('TX#order'), status: 'paid' }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName, Item: { ...key('TX#domain'), owner: 'u1' } } },
        ],
      }),
    );
    const read = await client.send(new TransactGetCommand({ TransactItems: [{ Get: { TableName, Key: key('TX#order') } }, { Get: { TableName, Key: key('TX#domain') } }] }));
    expect(read.Responses).toEqual([{ Item: { ...key('TX#order'), status: 'paid' } }, { Item: { ...key('TX#domain'), owner: 'u1' } }]);
  });

  it('refuses a transaction with TransactionCanceledException, one reason per item in order', async () => {
    await client.send(new PutCommand({ TableName, Item: { ...key('TX#held'), holder: 'u1' } }));
    const failure = await client
      .send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: key('TX#fine') } },
            {
              Update: {
                TableName,
                Key: key('TX#held'),
                UpdateExpression: 'SET holder = :me',
                ConditionExpression: 'holder = :nobody',
                ExpressionAttributeValues: { ':me': 'u2', ':nobody': 'none' },
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
            { ConditionCheck: { TableName, Key: key('TX#other'), ConditionExpression: 'attribute_not_exists(pk)' } },
          ],
        }),
      )
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransactionCanceledException);
    const reasons = (failure as TransactionCanceledException).CancellationReasons!;
    expect(reasons.map((reason) => reason.Code)).toEqual(['None', 'ConditionalCheckFailed', 'None']);
    expect(reasons[1]!.Item).toMatchObject({ holder: { S: 'u1' } });
    expect((await client.send(new GetCommand({ TableName, Key: key('TX#fine'), ConsistentRead: true }))).Item).toBeUndefined();
  });

  it("answers a page's start key as plain values, and takes it back", async () => {
    const items = ['x', 'y'].map((sk) => key('PAGES#u1', `PAGE#${sk}`));
    for (const Item of items) await client.send(new PutCommand({ TableName, Item }));
    const query = { TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'PAGES#u1' }, Limit: 1, ConsistentRead: true };
    const first = await client.send(new QueryCommand(query));
    expect(first.LastEvaluatedKey).toEqual(items[0]);
    expect((await client.send(new QueryCommand({ ...query, ExclusiveStartKey: first.LastEvaluatedKey }))).Items).toEqual([items[1]]);
  });

  it("gives back a batch get's unprocessed keys as plain values, and dynamodb-toolbox reads them again", async () => {
    // DynamoDB Local processes every key; a stand-in in front of it leaves all but the first key of the first BatchGetItem unprocessed.
    const batchGets: string[][] = [];
    const proxy = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        let body = Buffer.concat(chunks).toString();
        let unprocessed: unknown[] = [];
        if (incoming.headers['x-amz-target'] === 'DynamoDB_20120810.BatchGetItem') {
          const parsed = JSON.parse(body) as { RequestItems: Record<string, { Keys: { pk: { S: string } }[] }> };
          const requested = parsed.RequestItems[TableName]!;
          batchGets.push(requested.Keys.map((entry) => entry.pk.S));
          if (batchGets.length === 1) {
            unprocessed = requested.Keys.slice(1);
            requested.Keys = requested.Keys.slice(0, 1);
            body = JSON.stringify(parsed);
          }
        }
        const { host: _host, 'content-length': _length, ...headers } = incoming.headers;
        const forwarded = request(`${endpoint}/`, { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) } }, (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => parts.push(chunk));
          answer.on('end', () => {
            let text = Buffer.concat(parts).toString();
            if (unprocessed.length > 0) text = JSON.stringify({ ...(JSON.parse(text) as object), UnprocessedKeys: { [TableName]: { Keys: unprocessed, ConsistentRead: true } } });
            outgoing.writeHead(answer.statusCode!, { 'content-type': answer.headers['content-type'] ?? 'application/x-amz-json-1.0' });
            outgoing.end(text);
          });
        });
        forwarded.end(body);
      });
    });
    await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
    try {
      const throughProxy = new DynamoDbDocumentClient({
        region: localAwsRegion,
        endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        credentials: dynamoDbLocalCredentials,
      });
      const table = (documentClient: DynamoDbDocumentClient) =>
        new Table({
          name: TableName,
          partitionKey: { name: 'pk', type: 'string' },
          sortKey: { name: 'sk', type: 'string' },
          documentClient: documentClient as unknown as DynamoDBDocumentClient,
        });
      const entity = (on: ReturnType<typeof table>) =>
        new Entity({ name: 'Counter', table: on, schema: item({ pk: string().key(), sk: string().key(), n: number() }), timestamps: false });
      const direct = entity(table(client));
      for (const n of [1, 2, 3])
        await direct
          .build(PutItemCommand)
          .item({ pk: `COUNTER#${n}`, sk: 'ITEM', n })
          .send();

      // Without a second attempt the unprocessed keys come back as keys, ready to be asked for again.
      const proxied = table(throughProxy);
      const counters = entity(proxied);
      const requests = () => [1, 2, 3].map((n) => counters.build(BatchGetRequest).key({ pk: `COUNTER#${n}`, sk: 'ITEM' }));
      const once = await throughProxy.send(new BatchGetCommand({ RequestItems: { [TableName]: { Keys: [1, 2].map((n) => key(`COUNTER#${n}`)), ConsistentRead: true } } }));
      expect(once.UnprocessedKeys).toEqual({ [TableName]: { Keys: [key('COUNTER#2')], ConsistentRead: true } });

      batchGets.length = 0;
      const { Responses } = await executeBatchGet(
        { maxAttempts: 3 },
        proxied
          .build(TableBatchGet)
          .requests(...requests())
          .options({ consistent: true }),
      );
      expect(batchGets).toEqual([
        ['COUNTER#1', 'COUNTER#2', 'COUNTER#3'],
        ['COUNTER#2', 'COUNTER#3'],
      ]);
      expect(Responses[0]!.map((found) => found?.n)).toEqual([1, 2, 3]);
    } finally {
      proxy.close();
    }
  });
});
