import type { Context } from 'aws-lambda';
import { acceptCorrelationId, newCorrelationId, withInvocation } from '../invocation-context.ts';

/**
 * The correlation id a consumed event carries on: the one of the request (or job run) that
 * caused it; an event published before correlation ids existed (still in a queue or an outbox)
 * continues under its own id, so what it sets off can still be followed.
 */
export function correlationIdOfRecord(body: string): string {
  try {
    const metadata = (JSON.parse(body) as { metadata?: { id?: unknown; correlationId?: unknown } } | null)?.metadata;
    if (typeof metadata?.correlationId === 'string') return acceptCorrelationId(metadata.correlationId);
    if (typeof metadata?.id === 'string') return acceptCorrelationId(metadata.id);
  } catch {
    // Not JSON: the consumer's own parsing refuses it (and logs it under a new id).
  }
  return newCorrelationId();
}

/**
 * A consumer's record handler, run as its event's invocation: its log lines and the events it
 * publishes carry the event's correlation id, beside the Lambda's request id.
 */
export function inEventContext<Record extends { body: string }, Result>(handle: (record: Record) => Promise<Result>, context?: Pick<Context, 'awsRequestId'>) {
  return (record: Record): Promise<Result> =>
    withInvocation({ correlationId: correlationIdOfRecord(record.body), ...(context?.awsRequestId ? { requestId: context.awsRequestId } : {}) }, () => handle(record));
}

/** A job's handler, each run under a correlation id of its own (a job run is nobody's request). */
export function inJobRun<Input, Result>(run: (input?: Input) => Promise<Result>) {
  return (input?: Input, context?: Pick<Context, 'awsRequestId'>): Promise<Result> =>
    withInvocation({ correlationId: newCorrelationId(), ...(context?.awsRequestId ? { requestId: context.awsRequestId } : {}) }, () => run(input));
}
