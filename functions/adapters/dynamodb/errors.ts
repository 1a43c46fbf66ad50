import type { AttributeValue } from '@aws-sdk/client-dynamodb';

/**
 * DynamoDB's refusals as the repositories read them. `@aws-lite/client` throws a plain `Error`
 * carrying the answer's fields (`name` is DynamoDB's error type, `CancellationReasons`, `Item`);
 * `dynamoDbError` gives it a class, so a repository asks `instanceof` as it would of the SDK's
 * exceptions, and dynamodb-toolbox's `isConditionCheckFailed`/`isTransactionCancelled` still
 * read `name`.
 */
export class DynamoDbError extends Error {
  /** The answer's HTTP status, when there was an answer. */
  declare readonly statusCode?: number;
}

/** A write's condition failed; `Item` (attribute values) when the request asked for it. */
export class ConditionalCheckFailedException extends DynamoDbError {
  declare readonly Item?: Record<string, AttributeValue>;
}

/** One per item of a cancelled transaction, in the request's order: `Code` `None` for the ones that were fine. */
export interface CancellationReason {
  Code?: string;
  Message?: string;
  /** Attribute values, when the request asked for the item on a failed condition. */
  Item?: Record<string, AttributeValue>;
}

/** A transaction refused as a whole. */
export class TransactionCanceledException extends DynamoDbError {
  declare readonly CancellationReasons?: CancellationReason[];
}

const classes: Record<string, typeof DynamoDbError> = { ConditionalCheckFailedException, TransactionCanceledException };

/** The class of a refusal by its name, the answer's fields kept on it; anything else (a dropped connection) as it came. */
export function dynamoDbError(error: unknown): unknown {
  if (!(error instanceof Error) || typeof (error as { statusCode?: unknown }).statusCode !== 'number') return error;
  const Type = classes[error.name] ?? DynamoDbError;
  const typed = new Type(error.message, { cause: error });
  const { stack: _stack, message: _message, ...fields } = Object.getOwnPropertyDescriptors(error);
  Object.defineProperties(typed, fields);
  return typed;
}
