import { AwsServiceError, errorFromAnswer as awsErrorFromAnswer, type ErrorMetadata } from '../../aws/json-client.ts';
import type { AttributeMap } from './marshalling.ts';

export type { ErrorMetadata };

/**
 * A refusal from DynamoDB. `name` is DynamoDB's error type (`ConditionalCheckFailedException`,
 * `TransactionCanceledException`, `ProvisionedThroughputExceededException`, …) as on the SDK's
 * exceptions; dynamodb-toolbox's `isConditionCheckFailed` and `isTransactionCancelled` look at it.
 * The answer's other fields (`Item`, `CancellationReasons`) are kept on the error as they came.
 */
export class DynamoDbError extends AwsServiceError {}

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

/** DynamoDB's refusals by name: the two with fields of their own, every other one a `DynamoDbError`. */
export const dynamoDbErrorClass = (name: string): typeof AwsServiceError =>
  name === 'ConditionalCheckFailedException' ? ConditionalCheckFailedException : name === 'TransactionCanceledException' ? TransactionCanceledException : DynamoDbError;

/** The error of a refused request, as `AwsJsonClient` makes it, with DynamoDB's classes. */
export const errorFromAnswer = (status: number, errorType: string | undefined, body: string, metadata: ErrorMetadata) =>
  awsErrorFromAnswer(status, errorType, body, metadata, dynamoDbErrorClass) as DynamoDbError;
