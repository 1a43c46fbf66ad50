import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceInUseException, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { tableDeclaration } from '#functions/store/table.ts';

/** Creates the table from the same declaration the CDK stateful stack uses (idempotent). */
export async function createTableFromDeclaration(client: DynamoDBClient, tableName: string): Promise<'created' | 'exists'> {
  const keys = [tableDeclaration.partitionKey, tableDeclaration.sortKey, ...tableDeclaration.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey])];
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keys.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: tableDeclaration.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDeclaration.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableDeclaration.globalIndexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
  } catch (error) {
    if (error instanceof ResourceInUseException) return 'exists';
    throw error;
  }
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDeclaration.timeToLiveAttribute, Enabled: true },
    }),
  );
  await client.send(new DescribeTableCommand({ TableName: tableName }));
  return 'created';
}
