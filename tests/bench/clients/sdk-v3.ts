import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

/**
 * A probe of `npm run bench` (tests/bench/clients.ts): the AWS SDK v3 DynamoDB document client
 * and EventBridge client constructed as a function would, and with `BENCH_FIRST_REQUEST` one
 * GetItem against DynamoDB Local. Bundled with `@aws-sdk/*` external, as the functions are.
 */
const { BENCH_ENDPOINT: endpoint, BENCH_TABLE: TableName, BENCH_FIRST_REQUEST: firstRequest, AWS_REGION: region } = process.env;
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region, endpoint, credentials }), { marshallOptions: { removeUndefinedValues: true } });
const events = new EventBridgeClient({ region, credentials });
if (firstRequest) await documents.send(new GetCommand({ TableName, Key: { pk: 'BENCH', sk: 'BENCH' } }));
documents.destroy();
events.destroy();
