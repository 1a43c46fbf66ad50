import type { AttributeMap } from './marshalling.ts';

/** What is known of a refused request, as on the SDK's exceptions. */
export interface ErrorMetadata {
  httpStatusCode?: number;
  requestId?: string;
  attempts: number;
}

/**
 * A refusal from DynamoDB. `name` is DynamoDB's error type (`ConditionalCheckFailedException`,
 * `TransactionCanceledException`, `ProvisionedThroughputExceededException`, …) as on the SDK's
 * exceptions; dynamodb-toolbox's `isConditionCheckFailed` and `isTransactionCancelled` look at it.
 * The answer's other fields (`Item`, `CancellationReasons`) are kept on the error as they came.
 */
export class DynamoDbError extends Error {
  declare readonly $metadata: ErrorMetadata;
  constructor(name: string, message: string, $metadata: ErrorMetadata, details?: object) {
    super(message);
    Object.assign(this, details, { name, $metadata });
  }
}

/** A write's condition failed; `Item` (attribute values) when the request asked for it. */
export class ConditionalCheckFailedException extends DynamoDbError {
  declare readonly Item?: AttributeMap;
}

/** One per item of a cancelled transaction, in the request's order: `Code` `None` for the ones that were fine. */
export interface CancellationReason {
  Code?: string;
  Message?: string;
  /** Attribute values, when the request asked for the item on a failed condition. */
  Item?: AttributeMap;
}

/** A transaction refused as a whole. */
export class TransactionCanceledException extends DynamoDbError {
  declare readonly CancellationReasons?: CancellationReason[];
}

/**
 * The error of a refused request, from its JSON body
 * (`{"__type": "com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException", "message": …}`),
 * its `x-amzn-ErrorType` header or its status.
 */
export function errorFromAnswer(status: number, errorType: string | undefined, body: string, metadata: ErrorMetadata): DynamoDbError {
  let details: Record<string, unknown> = {};
  try {
    details = JSON.parse(body) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const { __type = errorType ?? (status < 500 ? 'UnknownError' : 'InternalServerError'), message, Message, ...rest } = details;
  const name = String(__type).split('#').pop()!.split(':')[0]!;
  const Type = { ConditionalCheckFailedException, TransactionCanceledException }[name] ?? DynamoDbError;
  return new Type(name, String(message ?? Message ?? `DynamoDB answered ${status}`), metadata, rest);
}
