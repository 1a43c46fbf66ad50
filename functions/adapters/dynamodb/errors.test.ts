import { describe, expect, it } from 'vitest';
import { ConditionalCheckFailedException, DynamoDbError, dynamoDbError, TransactionCanceledException } from './errors.ts';

/** aws-lite's refusal: a plain Error with the answer's fields on it (its `error.js`). */
const refusal = (name: string, fields: object = {}) => Object.assign(new Error(`@aws-lite/client: DynamoDB.PutItem: ${name}`), { name, statusCode: 400, ...fields });

describe("DynamoDB's refusals as the repositories read them", () => {
  it('gives a failed condition and a cancelled transaction their classes, with the fields that came', () => {
    const condition = dynamoDbError(refusal('ConditionalCheckFailedException', { Item: { pk: { S: 'DOMAIN#a.fo' } } }));
    expect(condition).toBeInstanceOf(ConditionalCheckFailedException);
    expect(condition).toMatchObject({ name: 'ConditionalCheckFailedException', statusCode: 400, Item: { pk: { S: 'DOMAIN#a.fo' } } });

    const reasons = [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }];
    const cancelled = dynamoDbError(refusal('TransactionCanceledException', { CancellationReasons: reasons }));
    expect(cancelled).toBeInstanceOf(TransactionCanceledException);
    expect((cancelled as TransactionCanceledException).CancellationReasons).toEqual(reasons);
    expect((cancelled as Error).message).toContain('TransactionCanceledException');
  });

  it('keeps any other refusal as a DynamoDbError of its name, and anything without an answer as it came', () => {
    const throttled = dynamoDbError(refusal('ProvisionedThroughputExceededException'));
    expect(throttled).toBeInstanceOf(DynamoDbError);
    expect(throttled).not.toBeInstanceOf(ConditionalCheckFailedException);
    expect(throttled).toMatchObject({ name: 'ProvisionedThroughputExceededException' });

    const dropped = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(dynamoDbError(dropped)).toBe(dropped);
  });
});
