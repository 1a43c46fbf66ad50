import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '#infra/local/dynamodb-local.ts';
import { freePort } from '#infra/local/runtime.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoDbEndpoint: string;
  }
}

/**
 * One in-memory DynamoDB Local for the whole API run; every test file makes its own table.
 * `API_TESTS_DYNAMODB_ENDPOINT` points the run at another DynamoDB instead (LocalStack's, for the
 * data-layer subset `npm run test:data-layer`: localstack/deploy.sh).
 */
export default async function setup(project: TestProject) {
  // The smoke test calls a deployed portal and needs no table of its own.
  if (process.env.API_TESTS_BASE_URL) return () => undefined;
  const external = process.env.API_TESTS_DYNAMODB_ENDPOINT;
  if (external) {
    project.provide('dynamoDbEndpoint', external);
    return () => undefined;
  }
  const dynamoDb = await startDynamoDbLocal({ port: await freePort() });
  project.provide('dynamoDbEndpoint', dynamoDb.endpoint);
  return () => dynamoDb.stop();
}
