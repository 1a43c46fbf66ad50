import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '#infra/local/dynamodb-local.ts';
import { freePort } from '#infra/local/runtime.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoDbEndpoint: string;
  }
}

/** One in-memory DynamoDB Local for the whole API run; every test file makes its own table. */
export default async function setup(project: TestProject) {
  const dynamoDb = await startDynamoDbLocal({ port: await freePort() });
  project.provide('dynamoDbEndpoint', dynamoDb.endpoint);
  return () => dynamoDb.stop();
}
