import awsLite from '@aws-lite/client';
import dynamoDbPlugin from '@aws-lite/dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { traced } from '../tracing/xray-subsegments.ts';
import type { DocumentCommand } from './document-commands.ts';
import { dynamoDbError } from './errors.ts';

/**
 * The portal's DynamoDB document client: `@aws-lite/client` with its DynamoDB plugin (signing,
 * the JSON protocol, retries, items converted by the SDK's `util-dynamodb`), behind the one method
 * dynamodb-toolbox calls, `send(command)`. Chosen over the SDK v3 document client by measurement
 * (docs/decisions/aws-clients.md): the SDK's import alone is over the cold-import budget.
 */

export interface DynamoDbClientOptions {
  region: string;
  /** DynamoDB Local's URL; the region's endpoint otherwise. */
  endpoint?: string;
  /** Fixed credentials (DynamoDB Local's); a Lambda's role's come from its environment otherwise. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** A command of `@aws-sdk/lib-dynamodb` (dynamodb-toolbox's when it runs from node_modules): its DynamoDB command (`clientCommand`, e.g. `GetItemCommand`) names the operation. */
export interface SdkDocumentCommand {
  input: Record<string, unknown>;
}

/** The DynamoDB operation of a document command (`GetItem` for a `GetCommand`), ours or the SDK's. */
export const operationOf = (command: DocumentCommand | SdkDocumentCommand): string =>
  'operation' in command ? command.operation : (command as unknown as { clientCommand: object }).clientCommand.constructor.name.replace(/Command$/, '');

export type DocumentAnswer = Record<string, unknown>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- DynamoDB's requests and answers, every operation's
type Document = Record<string, any>;
type DynamoDbMethods = Record<string, (input: Document) => Promise<Document>>;

const marshallOptions = { removeUndefinedValues: true };

/**
 * What the plugin leaves as attribute values and `lib-dynamodb` converts: a page's start key
 * (Query, Scan) both ways, and a transaction's missing item (TransactGetItems), which the plugin
 * would convert from nothing.
 */
function toRequest(input: Document): Document {
  // A copy: the plugin converts some requests in place, and dynamodb-toolbox may send one again.
  const request = structuredClone(input);
  if (request.ExclusiveStartKey) request.ExclusiveStartKey = marshall(request.ExclusiveStartKey, marshallOptions);
  return request;
}

function fromAnswer(answer: Document): DocumentAnswer {
  return answer.LastEvaluatedKey ? { ...answer, LastEvaluatedKey: unmarshall(answer.LastEvaluatedKey) } : answer;
}

export class DynamoDbDocumentClient {
  readonly #options: DynamoDbClientOptions;
  #client: Promise<DynamoDbMethods> | undefined;

  constructor(options: DynamoDbClientOptions) {
    this.#options = options;
  }

  /** The client, made at the first request (aws-lite's construction is asynchronous). */
  #dynamoDb(): Promise<DynamoDbMethods> {
    const { region, endpoint, credentials } = this.#options;
    this.#client ??= awsLite({
      region,
      ...(endpoint ? { endpoint } : {}),
      ...credentials,
      plugins: [dynamoDbPlugin],
      // The SDK's standard mode: three attempts in all.
      retries: 2,
      // As lib-dynamodb was used: undefined members of an item left out.
      awsjsonMarshall: marshallOptions,
    } as Parameters<typeof awsLite>[0]).then((client) => (client as unknown as { DynamoDB: DynamoDbMethods }).DynamoDB);
    return this.#client;
  }

  /**
   * Runs a document command: ours (document-commands.ts, what the bundles' dynamodb-toolbox
   * builds) or `@aws-sdk/lib-dynamodb`'s of the same name (what it builds from node_modules, in
   * the local runtime and the tests); only the command's input and operation are read. One
   * X-Ray subsegment per call, retries included, when traced.
   */
  async send(command: DocumentCommand | SdkDocumentCommand, _options?: { abortSignal?: AbortSignal }): Promise<DocumentAnswer> {
    const operation = operationOf(command);
    const tableName = command.input.TableName;
    const dynamoDb = await this.#dynamoDb();
    return traced('DynamoDB', { namespace: 'aws', operation, ...(typeof tableName === 'string' ? { annotations: { table_name: tableName } } : {}) }, async () => {
      try {
        return fromAnswer(await dynamoDb[operation]!(toRequest(command.input)));
      } catch (error) {
        throw dynamoDbError(error);
      }
    });
  }
}
