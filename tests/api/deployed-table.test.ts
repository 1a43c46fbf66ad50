import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { tableDeclaration } from '#functions/store/table.ts';
import { dynamoDbLocalCredentials } from '#functions/adapters/dynamodb/table.ts';
import { localAwsRegion } from '#infra/local/dynamodb-local.ts';

/**
 * The table the stateful stack deployed (LocalStack: localstack/deploy.sh passes its name in
 * `DEPLOYED_TABLE_NAME`) has the keys, indexes and TTL the code's one declaration says
 * (functions/store/table.ts). Runs only when a deployed table is named: the everyday API run
 * makes its tables from the declaration itself.
 */
const deployedTable = process.env.DEPLOYED_TABLE_NAME;

describe.runIf(deployedTable)('the deployed table', () => {
  const client = () => new DynamoDBClient({ endpoint: inject('dynamoDbEndpoint'), region: process.env.AWS_REGION ?? localAwsRegion, credentials: dynamoDbLocalCredentials });

  it('has the declared primary key and global indexes, each projecting every attribute', async () => {
    const { Table } = await client().send(new DescribeTableCommand({ TableName: deployedTable }));
    const keySchema = (partitionKey: string, sortKey: string) => [
      { AttributeName: partitionKey, KeyType: 'HASH' },
      { AttributeName: sortKey, KeyType: 'RANGE' },
    ];
    expect(Table?.KeySchema).toEqual(keySchema(tableDeclaration.partitionKey, tableDeclaration.sortKey));
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    const indexes = (Table?.GlobalSecondaryIndexes ?? []).map((index) => ({ name: index.IndexName, keys: index.KeySchema, projection: index.Projection?.ProjectionType }));
    expect(indexes.sort((a, b) => a.name!.localeCompare(b.name!))).toEqual(
      tableDeclaration.globalIndexes.map((index) => ({ name: index.name, keys: keySchema(index.partitionKey, index.sortKey), projection: 'ALL' })),
    );
  });

  it('expires items by the declared TTL attribute', async () => {
    const { TimeToLiveDescription } = await client().send(new DescribeTimeToLiveCommand({ TableName: deployedTable }));
    expect(TimeToLiveDescription).toMatchObject({ AttributeName: tableDeclaration.timeToLiveAttribute, TimeToLiveStatus: 'ENABLED' });
  });
});
