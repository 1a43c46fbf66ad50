import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { traced } from '../tracing/xray-subsegments.ts';
import { type AwsCredentials, signRequest } from './sigv4.ts';

/**
 * A call to an AWS service that speaks the JSON protocol (`x-amz-target: <prefix>.<Operation>`,
 * a JSON body): DynamoDB's and EventBridge's, over `node:http(s)` with keep-alive, signed with
 * SigV4, refusals as errors named as the SDK names them, retries as the SDK's standard mode makes
 * them. The functions use it instead of the SDK's clients, whose import alone cost more than the
 * cold-import budget (docs/performance.md).
 */

/** Which service: its signing name, host prefix and JSON protocol. */
export interface AwsJsonService {
  /** For signing (`dynamodb`, `events`) and, unless an endpoint is given, the host (`<name>.<region>.amazonaws.com`). */
  signingName: string;
  /** `x-amz-target` is `<targetPrefix>.<Operation>`. */
  targetPrefix: string;
  /** `application/x-amz-json-<version>`. */
  jsonVersion: '1.0' | '1.1';
  /** The error class of a refusal by its name (DynamoDB's have classes of their own); `AwsServiceError` otherwise. */
  errorClass?: (name: string) => typeof AwsServiceError;
  /** The service's name in X-Ray's service map (`DynamoDB`, `EventBridge`). */
  tracingName: string;
}

export interface AwsClientOptions {
  region: string;
  /** A stand-in's URL (DynamoDB Local); the region's public endpoint otherwise. */
  endpoint?: string;
  /** Read for each request; a Lambda's come from its environment (`environmentCredentials`). */
  credentials: () => AwsCredentials;
  /** Attempts per request, the first included (the SDK's default: 3). */
  maxAttempts?: number;
  /** For tests: the wait between attempts, the random factor of the backoff and the clock. */
  sleep?: (milliseconds: number) => Promise<void>;
  random?: () => number;
  now?: () => Date;
}

/** The credentials a Lambda is given in its environment (its role's, temporary). */
export function environmentCredentials(environment: NodeJS.ProcessEnv = process.env): AwsCredentials {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = environment;
  if (!accessKeyId || !secretAccessKey) throw new Error('No AWS credentials in the environment');
  return { accessKeyId, secretAccessKey, sessionToken };
}

/** What is known of a refused request, as on the SDK's exceptions. */
export interface ErrorMetadata {
  httpStatusCode?: number;
  requestId?: string;
  attempts: number;
}

/**
 * A refusal from an AWS service. `name` is the service's error type (`ConditionalCheckFailedException`,
 * `ThrottlingException`, …) as on the SDK's exceptions; the answer's other fields are kept on the
 * error as they came.
 */
export class AwsServiceError extends Error {
  declare readonly $metadata: ErrorMetadata;
  constructor(name: string, message: string, $metadata: ErrorMetadata, details?: object) {
    super(message);
    Object.assign(this, details, { name, $metadata });
  }
}

/**
 * The error of a refused request, from its JSON body
 * (`{"__type": "com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException", "message": …}`),
 * its `x-amzn-ErrorType` header or its status.
 */
export function errorFromAnswer(
  status: number,
  errorType: string | undefined,
  body: string,
  metadata: ErrorMetadata,
  errorClass: (name: string) => typeof AwsServiceError = () => AwsServiceError,
): AwsServiceError {
  let details: Record<string, unknown> = {};
  try {
    details = JSON.parse(body) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const { __type = errorType ?? (status < 500 ? 'UnknownError' : 'InternalServerError'), message, Message, ...rest } = details;
  const name = String(__type).split('#').pop()!.split(':')[0]!;
  const Type = errorClass(name);
  return new Type(name, String(message ?? Message ?? `AWS answered ${status}`), metadata, rest);
}

/**
 * The SDK's throttling errors (`@smithy/service-error-classification`: Throttling,
 * ThrottlingException, ThrottledException, RequestThrottled(Exception), TooManyRequestsException,
 * ProvisionedThroughputExceededException, TransactionInProgressException, RequestLimitExceeded,
 * BandwidthLimitExceeded, LimitExceededException, SlowDown, PriorRequestNotComplete,
 * EC2ThrottledException): retried after a longer wait.
 */
export const isThrottling = (name: string) =>
  /^(Throttl|RequestThrottled|TooManyRequests|ProvisionedThroughputExceeded|TransactionInProgress|RequestLimitExceeded|BandwidthLimitExceeded|LimitExceeded|SlowDown|PriorRequestNotComplete|EC2Throttled)/.test(
    name,
  );

/** Throttling, a server's fault, a timeout or a dropped connection: worth another attempt, as the SDK's standard mode judges. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof AwsServiceError) {
    return (
      isThrottling(error.name) || /^(TimeoutError|RequestTimeout|RequestTimeoutException)$/.test(error.name) || [429, 500, 502, 503, 504].includes(error.$metadata.httpStatusCode!)
    );
  }
  return /^(ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT)$/.test(String((error as { code?: unknown } | null)?.code));
}

export interface AwsAnswer {
  answer: Record<string, unknown>;
  metadata: { httpStatusCode: number; requestId?: string; attempts: number };
}

export class AwsJsonClient {
  readonly #service: AwsJsonService;
  readonly #options: AwsClientOptions;
  readonly #url: URL;
  readonly #agent: HttpAgent;
  readonly #request: typeof httpRequest;

  constructor(service: AwsJsonService, options: AwsClientOptions) {
    this.#service = service;
    this.#options = options;
    this.#url = new URL(options.endpoint ?? `https://${service.signingName}.${options.region}.amazonaws.com/`);
    const secure = this.#url.protocol === 'https:';
    this.#agent = new (secure ? HttpsAgent : HttpAgent)({ keepAlive: true });
    this.#request = secure ? (httpsRequest as typeof httpRequest) : httpRequest;
  }

  /** One operation with its request as the service takes it; retried as the SDK's standard mode retries; one X-Ray subsegment, retries included, when traced. */
  call(operation: string, request: Record<string, unknown>, signal?: AbortSignal): Promise<AwsAnswer> {
    const table = typeof request.TableName === 'string' ? { table_name: request.TableName } : undefined;
    return traced(this.#service.tracingName, { namespace: 'aws', operation, ...(table ? { annotations: table } : {}) }, () => this.#callWithRetries(operation, request, signal));
  }

  async #callWithRetries(operation: string, request: Record<string, unknown>, signal?: AbortSignal): Promise<AwsAnswer> {
    const body = JSON.stringify(request);
    for (let attempt = 1; ; attempt += 1) {
      let failure: unknown;
      try {
        const { status, headers, text } = await this.#post(operation, body, signal);
        const metadata = { httpStatusCode: status, requestId: headers['x-amzn-requestid'] as string | undefined, attempts: attempt };
        if (status < 300) return { answer: JSON.parse(text || '{}') as Record<string, unknown>, metadata };
        failure = errorFromAnswer(status, headers['x-amzn-errortype'] as string | undefined, text, metadata, this.#service.errorClass);
      } catch (error) {
        failure = error;
      }
      if (attempt >= (this.#options.maxAttempts ?? 3) || signal?.aborted || !isRetryable(failure)) throw failure;
      // Full jitter on an exponential backoff from 100 ms (500 ms when throttled), at most 20 s.
      const base = failure instanceof AwsServiceError && isThrottling(failure.name) ? 500 : 100;
      const delay = Math.floor((this.#options.random ?? Math.random)() * Math.min(20_000, base * 2 ** attempt));
      await (this.#options.sleep ?? ((milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds))))(delay);
    }
  }

  #post(operation: string, body: string, signal?: AbortSignal) {
    const { signingName, targetPrefix, jsonVersion } = this.#service;
    const headers = signRequest(
      { method: 'POST', url: this.#url, headers: { 'content-type': `application/x-amz-json-${jsonVersion}`, 'x-amz-target': `${targetPrefix}.${operation}` }, body },
      { credentials: this.#options.credentials(), region: this.#options.region, service: signingName, now: this.#options.now?.() ?? new Date() },
    );
    return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const outgoing = this.#request(this.#url, { method: 'POST', headers, agent: this.#agent, signal }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => resolve({ status: incoming.statusCode!, headers: incoming.headers, text: Buffer.concat(chunks).toString() }));
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }
}
