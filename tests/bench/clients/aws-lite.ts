import awsLite from '@aws-lite/client';
import dynamoDbPlugin from '@aws-lite/dynamodb';

/**
 * A probe of `npm run bench` (tests/bench/clients.ts): `@aws-lite/client` with its DynamoDB
 * plugin for the table and a client for EventBridge (no plugin: `PutEvents` is one JSON request),
 * constructed as a function would, and with `BENCH_FIRST_REQUEST` one GetItem against DynamoDB
 * Local. Bundled whole, as the functions would carry it.
 */
const { BENCH_ENDPOINT: endpoint, BENCH_TABLE: TableName, BENCH_FIRST_REQUEST: firstRequest, AWS_REGION: region } = process.env;
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
// `awsjsonMarshall` is read by the client though its types leave it out.
const documents = await awsLite({ region, endpoint, ...credentials, plugins: [dynamoDbPlugin], awsjsonMarshall: { removeUndefinedValues: true } } as Parameters<typeof awsLite>[0]);
await awsLite({ region, ...credentials });
if (firstRequest) await documents.DynamoDB.GetItem({ TableName: TableName!, Key: { pk: 'BENCH', sk: 'BENCH' } });
