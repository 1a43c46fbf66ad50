import { type AwsClientOptions, AwsJsonClient, type AwsJsonService } from '../../aws/json-client.ts';
import type { DocumentCommand } from './document-commands.ts';
import { dynamoDbErrorClass } from './errors.ts';
import { fromAnswer, toRequest } from './items.ts';

export { environmentCredentials, isRetryable, isThrottling } from '../../aws/json-client.ts';

/**
 * The portal's DynamoDB client: DynamoDB's JSON protocol (`DynamoDB_20120810.<Operation>`) over
 * `node:http(s)` with keep-alive, signed with SigV4, items converted as `@aws-sdk/lib-dynamodb`
 * converts them, refusals as errors named as the SDK names them, retries as the SDK's standard
 * mode makes them. It stands in for the SDK's DynamoDB client in every function, the local
 * runtime and the tests: importing that client cost more than the whole cold-import budget
 * (docs/performance.md, docs/decisions.md).
 */

export type DynamoDbClientOptions = AwsClientOptions;

const dynamoDb: AwsJsonService = { tracingName: 'DynamoDB', signingName: 'dynamodb', targetPrefix: 'DynamoDB_20120810', jsonVersion: '1.0', errorClass: dynamoDbErrorClass };

/** A command of `@aws-sdk/lib-dynamodb` (dynamodb-toolbox's when it runs from node_modules): its DynamoDB command (`clientCommand`, e.g. `GetItemCommand`) names the operation. */
export interface SdkDocumentCommand {
  input: Record<string, unknown>;
}

/** The DynamoDB operation of a document command (`GetItem` for a `GetCommand`), ours or the SDK's. */
export const operationOf = (command: DocumentCommand | SdkDocumentCommand): string =>
  'operation' in command ? command.operation : (command as unknown as { clientCommand: object }).clientCommand.constructor.name.replace(/Command$/, '');

export interface DocumentAnswer extends Record<string, unknown> {
  $metadata: { httpStatusCode: number; requestId?: string; attempts: number };
}

export class DynamoDbDocumentClient {
  readonly #client: AwsJsonClient;

  constructor(options: DynamoDbClientOptions) {
    this.#client = new AwsJsonClient(dynamoDb, options);
  }

  /**
   * Runs a document command: ours (document-commands.ts, what the bundles' dynamodb-toolbox
   * builds) or `@aws-sdk/lib-dynamodb`'s of the same name (what it builds from node_modules, in
   * the local runtime and the tests); only the command's input and operation are read.
   */
  async send(command: DocumentCommand | SdkDocumentCommand, options?: { abortSignal?: AbortSignal }): Promise<DocumentAnswer> {
    const { answer, metadata } = await this.call(operationOf(command), toRequest(command.input), options?.abortSignal);
    return { ...fromAnswer(answer), $metadata: metadata };
  }

  /** One operation, with attribute values as DynamoDB takes them; retried as the SDK's standard mode retries. */
  call(operation: string, request: Record<string, unknown>, signal?: AbortSignal) {
    return this.#client.call(operation, request, signal);
  }
}
