import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../../config.ts';

/** One client per process (module singleton), pointed at DynamoDB Local when configured. */
export const dynamoDb = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: config().AWS_REGION,
    ...(config().DYNAMODB_ENDPOINT ? { endpoint: config().DYNAMODB_ENDPOINT } : {}),
  }),
  { marshallOptions: { removeUndefinedValues: true } },
);
