import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { queues } from '#events/queues.ts';
import { rules } from '#events/rules.ts';
import { createHandler as createAuthorizer } from '#functions/authorizer/handler.ts';
import { originVerifyHeader, viewerAddressHeader } from '#functions/http/pipeline/edge-headers.ts';
import { routes } from '#shared/api/index.ts';
import { apiBasePath } from '#shared/api/contract.ts';
import type { LocalRuntime } from '#infra/local/runtime.ts';
import { repositoryRoot } from '#infra/local/dynamodb-local.ts';

/**
 * A cold function's first request (`npm run bench`, docs/performance.md): in a fresh Node process,
 * the bundle's import and one invocation of its handler against the local runtime's DynamoDB
 * Local table (seeded with the demo data), timed as a whole next to `node -e 0`.
 *  - an HTTP function: its first GET route (else its first route), path parameters filled with
 *    the demo user's first domain, signed in as the demo user (the admins' contexts as the demo
 *    admin: the authorizer's context is computed beforehand by the runtime's authorizer);
 *  - the authorizer: the demo user's bearer token (a development token: looked up, then refused
 *    in production, as the production authorizer does);
 *  - a consumer: one SQS record carrying the first envelope the runtime's bus published that the
 *    queue's rules route to it, else one of the queue's first event with no data (refused);
 *  - a job: the scheduler's empty input.
 * What the handler answered is reported with the time, so a figure is never of a failure unseen;
 * `BENCH_DEBUG=1` prints each process's output, with a failed handler's error and its records'.
 */

export interface FirstRequest {
  /** The handler's input and, for the report, what it is. */
  event: unknown;
  what: string;
}

/** The handler's answer in a word: an HTTP status, an authorizer's decision, a batch's failures, a job's result. */
const outcomeCode = `const outcome = (answer) => answer === undefined || answer === null ? 'done' : typeof answer.statusCode === 'number' ? String(answer.statusCode) : 'isAuthorized' in answer ? (answer.isAuthorized ? 'allowed' : 'denied') : Array.isArray(answer.batchItemFailures) ? (answer.batchItemFailures.length ? 'record refused' : 'done') : 'done';`;
const reportUsage = 'const u = process.resourceUsage(); console.log(JSON.stringify((u.userCPUTime + u.systemCPUTime) / 1000));';

/** One fresh process: import the bundle, invoke its handler once; wall, CPU and the outcome (or the error's first line). */
export function runFirstRequest(bundle: string, request: FirstRequest | null, env: NodeJS.ProcessEnv): { wall: number; cpu: number; outcome: string } {
  const context = { awsRequestId: randomUUID(), functionName: 'bench', functionVersion: '$LATEST', memoryLimitInMB: '1024', getRemainingTimeInMillis: () => 29_000 };
  const code =
    request === null
      ? `console.log('baseline');\n${reportUsage}`
      : [
          outcomeCode,
          `const { handler } = await import(${JSON.stringify(bundle)});`,
          `const context = { ...${JSON.stringify(context)}, getRemainingTimeInMillis: () => 29000 };`,
          `let said;`,
          `try { said = outcome(await handler(JSON.parse(process.env.BENCH_EVENT), context)); } catch (error) { said = 'threw ' + String(error?.name ?? error); if (process.env.BENCH_DEBUG) console.log(error); }`,
          `console.log(said);`,
          reportUsage,
        ].join('\n');
  const started = performance.now();
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    env: { ...env, BENCH_EVENT: JSON.stringify(request?.event ?? null) },
    cwd: repositoryRoot,
    encoding: 'utf8',
    timeout: 30_000,
  });
  const wall = performance.now() - started;
  if (process.env.BENCH_DEBUG) console.error(output);
  const lines = output.trim().split('\n');
  return { wall, cpu: Number(lines.at(-1)), outcome: lines.at(-2) ?? '' };
}

function httpEvent(method: string, path: string, pathParameters: Record<string, string>, routeKey: string, originSecret: string, authorizer?: object): APIGatewayProxyEventV2 {
  const now = new Date();
  const rawPath = `${apiBasePath}${path.replace(/\{(\w+)\}/g, (_, name: string) => pathParameters[name]!)}`;
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: '',
    headers: { host: 'localhost', 'accept-language': 'fo', [originVerifyHeader]: originSecret, [viewerAddressHeader]: '127.0.0.1', 'user-agent': 'bench' },
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    requestContext: {
      accountId: 'bench',
      apiId: 'bench',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      ...(authorizer ? { authorizer: { lambda: authorizer } } : {}),
    },
    isBase64Encoded: false,
  } as APIGatewayProxyEventV2;
}

/** What API Gateway hands the authorizer for a request with a bearer token. */
function authorizerEvent(event: APIGatewayProxyEventV2, token: string): APIGatewayRequestAuthorizerEventV2 {
  return {
    version: '2.0',
    type: 'REQUEST',
    routeArn: `arn:aws:execute-api:eu-north-1:000000000000:bench/$default/${event.routeKey.replace(' ', '')}`,
    identitySource: [`Bearer ${token}`],
    routeKey: event.routeKey,
    rawPath: event.rawPath,
    rawQueryString: event.rawQueryString,
    cookies: [],
    headers: { ...event.headers, authorization: `Bearer ${token}` },
    queryStringParameters: {},
    requestContext: event.requestContext,
    pathParameters: event.pathParameters ?? {},
    stageVariables: {},
  } as APIGatewayRequestAuthorizerEventV2;
}

/** The first request of every function, by the bench's names (`http/<context>`, `authorizer`, `consumer/<name>`, `job/<name>`). */
export async function firstRequests(runtime: LocalRuntime, originSecret: string): Promise<Map<string, FirstRequest>> {
  const requests = new Map<string, FirstRequest>();
  const user = runtime.demoSignIns.find((demo) => !demo.is_admin)!;
  const admin = runtime.demoSignIns.find((demo) => demo.is_admin)!;
  const domains = (await (await fetch(`${runtime.url}/api/domains`, { headers: { authorization: `Bearer ${user.token}` } })).json()) as { data: { id: string }[] };
  const domainId = domains.data[0]?.id ?? randomUUID();
  const authorize = createAuthorizer(runtime.composition.config);

  const contexts = [...new Set(routes.map((route) => route.context))];
  for (const context of contexts) {
    const own = routes.filter((route) => route.context === context);
    const route = own.find((candidate) => candidate.method === 'GET') ?? own[0]!;
    const pathParameters = Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, domainId]));
    const routeKey = `${route.method} ${apiBasePath}${route.path}`;
    const token = context.startsWith('admin') ? admin.token : user.token;
    let authorizer: object | undefined;
    if (route.auth !== 'public') {
      const decision = await authorize(authorizerEvent(httpEvent(route.method, route.path, pathParameters, routeKey, originSecret), token));
      authorizer = decision.context;
    }
    requests.set(`http/${context}`, {
      event: httpEvent(route.method, route.path, pathParameters, routeKey, originSecret, authorizer),
      what: `${routeKey}${route.auth === 'public' ? '' : ' signed in'}`,
    });
  }

  requests.set('authorizer', {
    event: authorizerEvent(httpEvent('GET', '/users/me', {}, `GET ${apiBasePath}/users/me`, originSecret), user.token),
    what: "a demo user's bearer token",
  });

  for (const queue of queues) {
    const names = new Set(rules.filter((rule) => rule.queue === queue.name).flatMap((rule) => [...rule.events] as string[]));
    const published = runtime.bus.published.find((envelope) => names.has(envelope.metadata.name));
    const [first] = [...names];
    const envelope = published ?? { metadata: { id: randomUUID(), name: first, version: 1, occurredAt: new Date().toISOString() }, data: {} };
    const record = {
      messageId: randomUUID(),
      receiptHandle: 'bench',
      body: JSON.stringify(envelope),
      attributes: {},
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:eu-north-1:000000000000:${queue.name}`,
      awsRegion: 'eu-north-1',
    };
    requests.set(`consumer/${queue.consumer}`, {
      event: { Records: [record] },
      what: published ? `a ${envelope.metadata.name} the demo data published` : `a ${first} with no data`,
    });
  }
  return requests;
}

/** A job's first request: the scheduler's input. */
export const jobRequest: FirstRequest = { event: {}, what: 'the scheduled run' };

/**
 * A server the measured processes reach, in a process of its own: the bench runs each measured
 * process synchronously, so a server in the bench's own process could not answer. `script`
 * starts it and prints one line (what to reach it by).
 */
async function serverProcess(script: string): Promise<{ line: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  return { line, stop: () => child.kill() };
}

/** The Route 53 stand-in (tests/fixtures/route53-stand-in.ts), for the DNS functions' first requests. */
export async function route53StandInProcess(): Promise<{ endpoint: string; stop: () => void }> {
  const standIn = join(repositoryRoot, 'tests/fixtures/route53-stand-in.ts');
  const { line, stop } = await serverProcess(`const { startRoute53StandIn } = await import(${JSON.stringify(standIn)}); console.log((await startRoute53StandIn()).endpoint);`);
  return { endpoint: line, stop };
}

/**
 * The `.fo` registry simulator: what a function that asks the registry (domain-health,
 * registry-poll, a domain's settings) reaches, over EPP/TLS as in a deployment, holding `domains`
 * for the portal (the demo domains the seeded table holds): their info answers, as in a deployment,
 * not "does not exist".
 */
export async function registrySimulatorProcess(domains: readonly string[]): Promise<{ environment: Record<string, string>; stop: () => void }> {
  const simulator = join(repositoryRoot, 'infra/local/registry-simulator/simulator.ts');
  const { line, stop } = await serverProcess(
    `const { startRegistrySimulator } = await import(${JSON.stringify(simulator)}); const simulator = await startRegistrySimulator(); for (const name of ${JSON.stringify(domains)}) simulator.register(name); const { host, port, username, password, caCert } = simulator; console.log(JSON.stringify({ EPP_HOST: host, EPP_PORT: String(port), EPP_USERNAME: username, EPP_PASSWORD: password, EPP_CA_CERT: caCert }));`,
  );
  return { environment: JSON.parse(line) as Record<string, string>, stop };
}
