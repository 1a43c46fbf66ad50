import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * What every log line and every event of one piece of work carries: the request id of the
 * invocation (Lambda's, or API Gateway's for an HTTP request) and the correlation id that
 * follows a user's action from the browser through the API, the events it causes, their
 * consumers and what those publish in turn. Kept in an AsyncLocalStorage, so a use case deep in
 * a request reaches it without every port passing it on: the logger writes it (logger.ts), and
 * `newEvent` puts it in the envelope (events/new-event.ts).
 */
export interface InvocationContext {
  /** Lambda's `awsRequestId` (consumers and jobs) or the API's request id (HTTP). */
  requestId?: string;
  correlationId: string;
  /** The browser and system of the person's request (HTTP only): the events it causes say where a change came from. */
  device?: { browser: string | null; system: string | null };
}

const storage = new AsyncLocalStorage<InvocationContext>();

/** The context of the work under way, if any (undefined outside a request, a message or a job run). */
export function currentInvocation(): InvocationContext | undefined {
  return storage.getStore();
}

/** Runs `work` with `context` as the current invocation (and everything it awaits). */
export function withInvocation<T>(context: InvocationContext, work: () => T): T {
  return storage.run(context, work);
}

/** The header the browser sends (per user action) and every API answer repeats. */
export const correlationIdHeader = 'x-correlation-id';

/** What is taken from outside: a short token of letters, digits and `._:-` (a UUID, a ULID…). */
const wellFormed = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,63}$/;

/** The correlation id received when it is well-formed, else a new one (never trusts a log-injecting or huge value). */
export function acceptCorrelationId(received: string | undefined): string {
  return received !== undefined && wellFormed.test(received) ? received : randomUUID();
}

/** A correlation id for work nobody asked for in a request (a scheduled job's run). */
export function newCorrelationId(): string {
  return randomUUID();
}
