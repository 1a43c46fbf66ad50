import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { DocumentCommand } from './document-commands.ts';
import { DynamoDbError, errorFromAnswer } from './errors.ts';
import { fromAnswer, toRequest } from './items.ts';
import { type AwsCredentials, signRequest } from './sigv4.ts';

/**
 * The portal's DynamoDB client: DynamoDB's JSON protocol (`DynamoDB_20120810.<Operation>`) over
 * `node:http(s)` with keep-alive, signed with SigV4, items converted as `@aws-sdk/lib-dynamodb`
 * converts them, refusals as errors named as the SDK names them, retries as the SDK's standard
 * mode makes them. It stands in for the SDK's DynamoDB client in every function, the local
 * runtime and the tests: importing that client cost more than the whole cold-import budget
 * (docs/performance.md, docs/decisions.md).
 */

export interface DynamoDbClientOptions {
  region: string;
  /** DynamoDB Local's URL; the region's public endpoint otherwise. */
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
  if (error instanceof DynamoDbError) {
    return (
      isThrottling(error.name) || /^(TimeoutError|RequestTimeout|RequestTimeoutException)$/.test(error.name) || [429, 500, 502, 503, 504].includes(error.$metadata.httpStatusCode!)
    );
  }
  return /^(ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT)$/.test(String((error as { code?: unknown } | null)?.code));
}

/** A command of `@aws-sdk/lib-dynamodb` (dynamodb-toolbox's when it runs from node_modules): its DynamoDB command (`clientCommand`, e.g. `GetItemCommand`) names the operation. */
interface SdkDocumentCommand {
  input: Record<string, unknown>;
}

export interface DocumentAnswer extends Record<string, unknown> {
  $metadata: { httpStatusCode: number; requestId?: string; attempts: number };
}

export class DynamoDbDocumentClient {
  readonly #options: DynamoDbClientOptions;
  readonly #url: URL;
  readonly #agent: HttpAgent;
  readonly #request: typeof httpRequest;

  constructor(options: DynamoDbClientOptions) {
    this.#options = options;
    this.#url = new URL(options.endpoint ?? `https://dynamodb.${options.region}.amazonaws.com/`);
    const secure = this.#url.protocol === 'https:';
    this.#agent = new (secure ? HttpsAgent : HttpAgent)({ keepAlive: true });
    this.#request = secure ? (httpsRequest as typeof httpRequest) : httpRequest;
  }

  /**
   * Runs a document command: ours (document-commands.ts, what the bundles' dynamodb-toolbox
   * builds) or `@aws-sdk/lib-dynamodb`'s of the same name (what it builds from node_modules, in
   * the local runtime and the tests); only the command's input and operation are read.
   */
  async send(command: DocumentCommand | SdkDocumentCommand, options?: { abortSignal?: AbortSignal }): Promise<DocumentAnswer> {
    const operation = 'operation' in command ? command.operation : (command as unknown as { clientCommand: object }).clientCommand.constructor.name.replace(/Command$/, '');
    const { answer, metadata } = await this.call(operation, toRequest(command.input), options?.abortSignal);
    return { ...fromAnswer(answer), $metadata: metadata };
  }

  /** One operation, with attribute values as DynamoDB takes them; retried as the SDK's standard mode retries. */
  async call(operation: string, request: Record<string, unknown>, signal?: AbortSignal) {
    const body = JSON.stringify(request);
    for (let attempt = 1; ; attempt += 1) {
      let failure: unknown;
      try {
        const { status, headers, text } = await this.#post(operation, body, signal);
        const metadata = { httpStatusCode: status, requestId: headers['x-amzn-requestid'] as string | undefined, attempts: attempt };
        if (status < 300) return { answer: JSON.parse(text || '{}') as Record<string, unknown>, metadata };
        failure = errorFromAnswer(status, headers['x-amzn-errortype'] as string | undefined, text, metadata);
      } catch (error) {
        failure = error;
      }
      if (attempt >= (this.#options.maxAttempts ?? 3) || signal?.aborted || !isRetryable(failure)) throw failure;
      // Full jitter on an exponential backoff from 100 ms (500 ms when throttled), at most 20 s.
      const base = failure instanceof DynamoDbError && isThrottling(failure.name) ? 500 : 100;
      const delay = Math.floor((this.#options.random ?? Math.random)() * Math.min(20_000, base * 2 ** attempt));
      await (this.#options.sleep ?? ((milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds))))(delay);
    }
  }

  #post(operation: string, body: string, signal?: AbortSignal) {
    const headers = signRequest(
      { method: 'POST', url: this.#url, headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': `DynamoDB_20120810.${operation}` }, body },
      { credentials: this.#options.credentials(), region: this.#options.region, service: 'dynamodb', now: this.#options.now?.() ?? new Date() },
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
