import { ConditionalCheckFailedException, TransactionCanceledException } from './errors.ts';

/** A write refused by its condition (or a transaction cancelled by one): the expected race. */
export function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException || error instanceof TransactionCanceledException;
}
