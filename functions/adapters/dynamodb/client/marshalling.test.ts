import { marshall as sdkMarshall, unmarshall as sdkUnmarshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { marshall, unmarshall } from './marshalling.ts';
import { fromAnswer, toRequest } from './items.ts';

/** A stored item with every kind of value the entities hold, and the kinds DynamoDB has. */
const item = {
  pk: 'DOMAIN#d1',
  sk: 'DOMAIN',
  name: 'dømi.fo',
  version: 3,
  price: 149.5,
  negative: -12,
  big: 12345678901234567890n,
  autoRenew: false,
  deletedAt: null,
  contacts: [{ role: 'owner', email: 'a@dømi.fo' }, 'x', 1, true, null, ['nested']],
  settings: { nameServers: ['ns1.dømi.fo', 'ns2.dømi.fo'], dnssec: { enabled: true, keys: [] }, empty: {} },
  tags: new Set(['a', 'b']),
  counts: new Set([1, 2.5]),
  digest: new Uint8Array([0, 1, 254, 255]),
  digests: new Set([new Uint8Array([1]), new Uint8Array([2, 3])]),
};

// The SDK's JSON wire form: binaries as base64 (what our client sends and receives).
const wire = (value: unknown): unknown =>
  value instanceof Uint8Array
    ? Buffer.from(value).toString('base64')
    : Array.isArray(value)
      ? value.map(wire)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([name, member]) => [name, wire(member)]))
        : value;

describe('marshalling', () => {
  it("converts an item to attribute values as the SDK's marshall does (undefined values left out)", () => {
    const withUndefined = { ...item, gone: undefined, settings: { ...item.settings, gone: undefined }, contacts: [...item.contacts, undefined] };
    expect(marshall(withUndefined)).toEqual(wire(sdkMarshall(withUndefined, { removeUndefinedValues: true })));
  });

  it("converts attribute values back as the SDK's unmarshall does", () => {
    const stored = sdkMarshall(item);
    const fromWire = unmarshall(wire(stored) as never);
    expect(fromWire).toEqual(sdkUnmarshall(stored));
    expect(fromWire.digest).toBeInstanceOf(Uint8Array);
    expect(fromWire.big).toBe(12345678901234567890n);
    expect(fromWire.version).toBe(3);
  });

  it('refuses what DynamoDB cannot hold, as the SDK does', () => {
    expect(() => marshall({ when: new Date() })).toThrow(/Date/);
    expect(() => marshall({ n: Number.NaN })).toThrow();
    expect(() => marshall({ n: Number.MAX_SAFE_INTEGER + 2 })).toThrow();
    expect(() => marshall({ s: new Set() })).toThrow(/empty set/);
    expect(() => marshall({ s: new Set(['a', 1]) })).toThrow();
  });

  it('converts the item parts of every operation the repositories use, and nothing else', () => {
    const key = { pk: 'USER#1', sk: 'PROFILE' };
    const values = { ':v': 2 };
    const attributeKey = { pk: { S: 'USER#1' }, sk: { S: 'PROFILE' } };
    expect(toRequest({ TableName: 't', Key: key, UpdateExpression: 'SET v = :v', ExpressionAttributeValues: values, ExpressionAttributeNames: { '#v': 'v' } })).toEqual({
      TableName: 't',
      Key: attributeKey,
      UpdateExpression: 'SET v = :v',
      ExpressionAttributeValues: { ':v': { N: '2' } },
      ExpressionAttributeNames: { '#v': 'v' },
    });
    expect(toRequest({ TableName: 't', Item: { ...key, n: 1 } })).toEqual({ TableName: 't', Item: { ...attributeKey, n: { N: '1' } } });
    expect(toRequest({ TableName: 't', ExclusiveStartKey: key, KeyConditionExpression: 'pk = :p', ExpressionAttributeValues: { ':p': 'USER#1' } })).toEqual({
      TableName: 't',
      ExclusiveStartKey: attributeKey,
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': { S: 'USER#1' } },
    });
    expect(toRequest({ RequestItems: { t: { Keys: [key], ConsistentRead: true } } })).toEqual({ RequestItems: { t: { Keys: [attributeKey], ConsistentRead: true } } });
    expect(toRequest({ RequestItems: { t: [{ PutRequest: { Item: key } }, { DeleteRequest: { Key: key } }] } })).toEqual({
      RequestItems: { t: [{ PutRequest: { Item: attributeKey } }, { DeleteRequest: { Key: attributeKey } }] },
    });
    expect(
      toRequest({
        TransactItems: [
          { Put: { TableName: 't', Item: key, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Update: { TableName: 't', Key: key, UpdateExpression: 'SET v = :v', ExpressionAttributeValues: values } },
          { Delete: { TableName: 't', Key: key } },
          { ConditionCheck: { TableName: 't', Key: key, ConditionExpression: 'v = :v', ExpressionAttributeValues: values } },
        ],
      }),
    ).toEqual({
      TransactItems: [
        { Put: { TableName: 't', Item: attributeKey, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Update: { TableName: 't', Key: attributeKey, UpdateExpression: 'SET v = :v', ExpressionAttributeValues: { ':v': { N: '2' } } } },
        { Delete: { TableName: 't', Key: attributeKey } },
        { ConditionCheck: { TableName: 't', Key: attributeKey, ConditionExpression: 'v = :v', ExpressionAttributeValues: { ':v': { N: '2' } } } },
      ],
    });
    expect(toRequest({ TransactItems: [{ Get: { TableName: 't', Key: key } }] })).toEqual({ TransactItems: [{ Get: { TableName: 't', Key: attributeKey } }] });

    expect(fromAnswer({ Item: attributeKey, ConsumedCapacity: { TableName: 't' } })).toEqual({ Item: key, ConsumedCapacity: { TableName: 't' } });
    expect(fromAnswer({ Attributes: attributeKey })).toEqual({ Attributes: key });
    expect(fromAnswer({ Items: [attributeKey], Count: 1, ScannedCount: 1, LastEvaluatedKey: attributeKey })).toEqual({
      Items: [key],
      Count: 1,
      ScannedCount: 1,
      LastEvaluatedKey: key,
    });
    expect(fromAnswer({ Responses: { t: [attributeKey] }, UnprocessedKeys: { t: { Keys: [attributeKey] } } })).toEqual({
      Responses: { t: [key] },
      UnprocessedKeys: { t: { Keys: [key] } },
    });
    expect(fromAnswer({ UnprocessedItems: { t: [{ PutRequest: { Item: attributeKey } }, { DeleteRequest: { Key: attributeKey } }] } })).toEqual({
      UnprocessedItems: { t: [{ PutRequest: { Item: key } }, { DeleteRequest: { Key: key } }] },
    });
    expect(fromAnswer({ Responses: [{ Item: attributeKey }, {}] })).toEqual({ Responses: [{ Item: key }, {}] });
  });
});
