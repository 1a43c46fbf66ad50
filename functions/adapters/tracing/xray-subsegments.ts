import { randomBytes } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';

/**
 * X-Ray subsegments around the calls that leave the function (DynamoDB, EventBridge, the registry's
 * EPP, Stripe, SES), without an SDK: the function's own segment comes from Lambda's active
 * tracing, and each call here sends one subsegment document to the X-Ray daemon Lambda runs
 * beside the function (UDP, `AWS_XRAY_DAEMON_ADDRESS`), as the X-Ray SDK does. Powertools' Tracer
 * (on aws-xray-sdk-core) would add 125 KB to every bundle and about 200 ms to its cold import
 * (docs/decisions/observability-end-to-end.md "Tracing without the X-Ray SDK").
 *
 * Off — the call runs as is, nothing is sent — unless Lambda says the invocation is sampled
 * (`_X_AMZN_TRACE_ID` with `Sampled=1`) and names the daemon: never locally, never in tests.
 * `POWERTOOLS_TRACE_DISABLED=true` switches it off in AWS too.
 */

export interface TraceContext {
  traceId: string;
  parentId: string;
}

/** The sampled invocation's trace and the function segment to hang subsegments on, or null (not traced). */
export function traceContext(environment: NodeJS.ProcessEnv = process.env): TraceContext | null {
  if (environment.POWERTOOLS_TRACE_DISABLED === 'true' || !environment.AWS_XRAY_DAEMON_ADDRESS) return null;
  const header = environment._X_AMZN_TRACE_ID ?? '';
  const fields = Object.fromEntries(header.split(';').map((part) => part.split('=') as [string, string]));
  if (fields.Sampled !== '1' || !fields.Root || !fields.Parent) return null;
  return { traceId: fields.Root, parentId: fields.Parent };
}

/** Where the daemon listens: `169.254.79.129:2000`, or `tcp:…:2000 udp:…:2000` (the UDP one). */
export function daemonAddress(value: string): { host: string; port: number } | null {
  const match = /udp:([^\s:]+):(\d+)/.exec(value) ?? /^([^\s:]+):(\d+)$/.exec(value.trim());
  return match ? { host: match[1]!, port: Number(match[2]) } : null;
}

/** What a subsegment says about its call. */
export interface CallDetails {
  /** `aws` for an AWS service (X-Ray draws it as that service), `remote` for another system. */
  namespace: 'aws' | 'remote';
  /** The operation (`GetItem`, `SendEmail`, `domain:check`, `POST /v1/refunds`). */
  operation: string;
  /** Searchable in X-Ray (`table_name`, `host`). */
  annotations?: Record<string, string | number | boolean>;
}

export interface SubsegmentDocument {
  id: string;
  trace_id: string;
  parent_id: string;
  type: 'subsegment';
  name: string;
  namespace: 'aws' | 'remote';
  start_time: number;
  end_time: number;
  /** The operation again, for X-Ray's view of an AWS call. */
  aws?: { operation: string };
  annotations: Record<string, string | number | boolean>;
  fault?: true;
  cause?: { exceptions: { type: string; message: string }[] };
}

/** The document of one finished call (exposed for tests). */
export function subsegmentDocument(name: string, details: CallDetails, trace: TraceContext, startMs: number, endMs: number, error?: unknown): SubsegmentDocument {
  const { namespace, operation } = details;
  const failure = error instanceof Error ? error : new Error(String(error));
  return {
    id: randomBytes(8).toString('hex'),
    trace_id: trace.traceId,
    parent_id: trace.parentId,
    type: 'subsegment',
    name,
    namespace,
    start_time: startMs / 1000,
    end_time: endMs / 1000,
    ...(namespace === 'aws' ? { aws: { operation } } : {}),
    annotations: { operation, ...details.annotations },
    ...(error === undefined ? {} : { fault: true as const, cause: { exceptions: [{ type: failure.name, message: failure.message }] } }),
  };
}

let socket: Socket | undefined;

/** Sends a document to the daemon; a lost datagram is a lost trace, never a failed call. */
function sendToDaemon(document: SubsegmentDocument, environment: NodeJS.ProcessEnv): void {
  const address = daemonAddress(environment.AWS_XRAY_DAEMON_ADDRESS ?? '');
  if (!address) return;
  if (!socket) {
    socket = createSocket('udp4');
    socket.on('error', () => undefined);
    socket.unref();
  }
  const datagram = `${JSON.stringify({ format: 'json', version: 1 })}\n${JSON.stringify(document)}`;
  socket.send(datagram, address.port, address.host, () => undefined);
}

/**
 * Runs `call` as a subsegment named `name` of the invocation's trace, when it is traced; as is
 * otherwise. A failed call is marked as a fault with its error, and its error is thrown on.
 */
export async function traced<T>(
  name: string,
  details: CallDetails,
  call: () => Promise<T>,
  environment: NodeJS.ProcessEnv = process.env,
  send: (document: SubsegmentDocument) => void = (document) => sendToDaemon(document, environment),
): Promise<T> {
  const trace = traceContext(environment);
  if (!trace) return call();
  const start = Date.now();
  try {
    const result = await call();
    send(subsegmentDocument(name, details, trace, start, Date.now()));
    return result;
  } catch (error) {
    send(subsegmentDocument(name, details, trace, start, Date.now(), error));
    throw error;
  }
}
