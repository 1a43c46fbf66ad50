import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerWithContextResult, Context } from 'aws-lambda';
import { localeFromAcceptLanguage } from '#shared/locales.ts';
import { apiBasePath, type RouteDeclaration, routeKey } from '#shared/api/contract.ts';
import { errorResponse } from '#functions/http/pipeline/error-response.ts';
import { commonErrors } from '#shared/i18n/messages.ts';
import { originVerifyHeader, viewerAddressHeader } from '#functions/http/pipeline/edge-headers.ts';
import { DomainError } from '#functions/errors.ts';
import { createStaticFiles, revalidate } from './static-files.ts';
import { developmentSecurityHeaders, framablePaths, securityHeaders } from '../web/security-headers.ts';

export type HttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;
export type Authorizer = (event: APIGatewayRequestAuthorizerEventV2) => Promise<APIGatewaySimpleAuthorizerWithContextResult<Record<string, unknown>>>;

/** Extra handlers the local runtime mounts beside the API (`/config.json`, `/dev/...`). */
export type LocalPage = (request: IncomingMessage, url: URL, body: Buffer) => Promise<{ status: number; type: string; body: string } | null>;

/** A node request handler mounted under a path prefix; it gets the request untouched (body unread). */
export interface Mount {
  /** `/oidc`: matches `/oidc` and `/oidc/...`. */
  prefix: string;
  handle: (request: IncomingMessage, response: ServerResponse) => void;
}

export interface GatewayOptions {
  routes: readonly RouteDeclaration[];
  /** Other servers on the same origin (the local identity provider under `/oidc`). */
  mounts?: readonly Mount[];
  handlerOf: (route: RouteDeclaration) => HttpHandler;
  authorizer: Authorizer;
  localPages: LocalPage;
  /** The built SPA; requests for client routes get its index.html (the SPA fallback). */
  webRoot: string;
  /**
   * Browser tests (`--viewers-from-header`): a request that names its viewer address in
   * `x-viewer-address` keeps it, so each journey is a visitor of its own, as real users are,
   * rather than 90 journeys sharing 127.0.0.1's per-address limits. Off in `npm start` and the
   * API tests (which bind real loopback addresses instead), where the gateway overwrites it as
   * CloudFront does.
   */
  viewersFromHeader?: boolean;
  /** The origin secret the gateway sends to the API in `x-origin-verify`, as CloudFront does in AWS. */
  originSecret: string;
  /** In `npm run dev`, Vite's middleware serves the SPA with hot reload instead of webRoot. */
  spaMiddleware?: (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}

const maxBodyBytes = 10 * 1024 * 1024; // HTTP API's payload limit
const textTypes = /^(application\/(json|[\w.+-]+\+json|x-www-form-urlencoded|xml)|text\/)/i;

interface CompiledRoute {
  route: RouteDeclaration;
  pattern: RegExp;
  parameterNames: string[];
}

function compile(route: RouteDeclaration): CompiledRoute {
  const parameterNames: string[] = [];
  const source = `${apiBasePath}${route.path}`
    .split('/')
    .map((segment) => {
      const parameter = /^\{(\w+)\}$/.exec(segment);
      if (!parameter) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      parameterNames.push(parameter[1]!);
      return '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}/?$`), parameterNames };
}

/**
 * The local stand-in for API Gateway HTTP API + CloudFront: turns each `/api` request into a
 * payload 2.0 event, runs the real authorizer on non-public routes and the real handler of
 * the route's context, and serves the SPA with its client-route fallback.
 */
/** The gateway's request handling on `server` (a new one unless given: the runtime's own, listening since it started). */
export function createGateway(options: GatewayOptions, server: Server = createServer()): Server {
  const compiled = options.routes.map(compile);
  // The site's security headers, as the CloudFront response headers policies send them (one
  // declaration: infra/web/security-headers.ts). The e-ID provider is on this origin (`/oidc`),
  // which 'self' covers. Under Vite's dev middleware, the documented dev-only relaxation.
  const siteHeaders = (pathname: string) => {
    const framable = framablePaths.matches(pathname);
    return options.spaMiddleware ? developmentSecurityHeaders({ framable }) : securityHeaders({ framable });
  };

  const staticFiles = createStaticFiles();

  return server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    void handle(request, response).catch((error: unknown) => fail(request, response, error));
  });

  function fail(request: IncomingMessage, response: ServerResponse, error: unknown): void {
    // A refusal in our error model (a body too large, a path that cannot be decoded) is an answer, not a fault.
    if (!(error instanceof DomainError)) console.error('gateway error', error);
    if (!response.headersSent) send(response, errorResponse(error, localeFromAcceptLanguage(request.headers['accept-language']), commonErrors));
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const mount = options.mounts?.find((candidate) => url.pathname === candidate.prefix || url.pathname.startsWith(`${candidate.prefix}/`));
    if (mount) return mount.handle(request, response);
    const body = await readBody(request);
    if (url.pathname === apiBasePath || url.pathname.startsWith(`${apiBasePath}/`)) return api(request, response, url, body);
    const page = await options.localPages(request, url, body);
    if (page) {
      // /config.json is a file of the site bucket in AWS, so it carries the site's headers and
      // its caching (revalidated on every use, as the deployment uploads it).
      const isConfig = url.pathname === '/config.json';
      const headers = isConfig ? siteHeaders(url.pathname) : {};
      response.writeHead(page.status, { ...headers, 'content-type': page.type, 'cache-control': isConfig ? revalidate : 'no-store' });
      response.end(page.body);
      return;
    }
    if (options.spaMiddleware) {
      for (const [name, value] of Object.entries(siteHeaders(url.pathname))) response.setHeader(name, value);
      options.spaMiddleware(request, response, () => void serveStatic(request, response, url).catch((error: unknown) => fail(request, response, error)));
      return;
    }
    await serveStatic(request, response, url);
  }

  async function api(request: IncomingMessage, response: ServerResponse, url: URL, body: Buffer): Promise<void> {
    const method = (request.method ?? 'GET').toUpperCase();
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    const candidates = compiled.map((entry) => ({ entry, match: entry.pattern.exec(url.pathname) })).filter((c) => c.match);
    // As API Gateway: the most specific route wins (`/domains/shared` over `/domains/{domainId}`), whatever the declaration order.
    const found = candidates.filter((candidate) => candidate.entry.route.method === method).sort((a, b) => a.entry.parameterNames.length - b.entry.parameterNames.length)[0];
    if (!found?.match) {
      send(response, errorResponse(new DomainError(candidates.length > 0 ? 'method_not_allowed' : 'route_not_found'), locale, commonErrors));
      return;
    }
    const { route, parameterNames } = found.entry;
    const pathParameters = Object.fromEntries(parameterNames.map((name, index) => [name, decodedPathParameter(found.match![index + 1]!)]));
    const event = toEvent(request, url, body, route, pathParameters, options.originSecret, options.viewersFromHeader ?? false);
    if (route.auth !== 'public') {
      const decision = await options.authorizer(toAuthorizerEvent(event));
      if (!decision.isAuthorized) {
        response.writeHead(403, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Forbidden' }));
        return;
      }
      event.requestContext = { ...event.requestContext, authorizer: { lambda: decision.context } } as typeof event.requestContext;
    }
    send(response, await options.handlerOf(route)(event, lambdaContext(route)));
  }

  async function serveStatic(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const root = resolve(options.webRoot);
    const index = join(root, 'index.html');
    const headers = siteHeaders(url.pathname);
    if (!existsSync(index)) {
      response.writeHead(503, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      response.end('The web app is not built yet: run `npm run build:web` (npm start does it for you).');
      return;
    }
    // A path that is no valid percent-encoding names no file (the SPA answers it like any unknown client route).
    const pathname = decodedOrNull(url.pathname);
    const wanted = pathname === null ? null : normalize(join(root, pathname));
    const isFile = wanted !== null && wanted.startsWith(root + sep) && existsSync(wanted) && statSync(wanted).isFile();
    // Client routes (no file extension) get the SPA; a missing asset is a real 404.
    const file = isFile ? wanted : extname(url.pathname) === '' ? index : null;
    if (!file) {
      response.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    // Compressed and cached as CloudFront serves the site bucket (static-files.ts).
    const answer = await staticFiles.answer(file, relative(root, file), request);
    response.writeHead(answer.status, { ...headers, ...answer.headers });
    response.end(answer.body);
  }
}

/**
 * The body, up to HTTP API's payload limit. Past it the request is refused with 413 at once
 * (at once too when `content-length` already says so), and the rest of the body is read and
 * discarded as it arrives, so the keep-alive connection stays usable for the next request.
 */
function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const refuse = () => {
      request.off('data', collect);
      chunks.length = 0;
      request.resume(); // flowing with no listener: the rest is dropped
      reject(new DomainError('payload_too_large'));
    };
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) refuse();
      else chunks.push(chunk);
    };
    request.once('error', reject);
    if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) return refuse();
    request.on('data', collect);
    request.once('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** API Gateway hands path parameters over decoded; one that is no valid percent-encoding cannot be read. */
function decodedPathParameter(segment: string): string {
  const decoded = decodedOrNull(segment);
  if (decoded === null) throw new DomainError('malformed_request');
  return decoded;
}

function decodedOrNull(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null; // a malformed percent-encoding (`%E0%A4%A`)
  }
}

function toEvent(
  request: IncomingMessage,
  url: URL,
  body: Buffer,
  route: RouteDeclaration,
  pathParameters: Record<string, string>,
  originSecret: string,
  viewersFromHeader: boolean,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // What CloudFront's viewer-request function does in AWS (infra/web/viewer-address.ts): the
  // viewer's address, whatever the viewer claimed (but in browser tests: GatewayOptions.viewersFromHeader).
  if (!(viewersFromHeader && headers[viewerAddressHeader])) headers[viewerAddressHeader] = request.socket.remoteAddress ?? '127.0.0.1';
  // And the origin secret CloudFront adds to every request for the API origin.
  headers[originVerifyHeader] = originSecret;
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const isText = body.length === 0 || textTypes.test(headers['content-type'] ?? '');
  const now = new Date();
  const key = routeKey(route);
  return {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(request.headers.cookie ? { cookies: request.headers.cookie.split(/;\s*/) } : {}),
    headers,
    ...(url.searchParams.size > 0 ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: route.method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 ? { body: isText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: !isText,
  };
}

function toAuthorizerEvent(event: APIGatewayProxyEventV2): APIGatewayRequestAuthorizerEventV2 {
  return {
    version: '2.0',
    type: 'REQUEST',
    routeArn: `arn:aws:execute-api:local:000000000000:local/$default/${event.routeKey.replace(' ', '')}`,
    identitySource: [],
    routeKey: event.routeKey,
    rawPath: event.rawPath,
    rawQueryString: event.rawQueryString,
    cookies: event.cookies ?? [],
    headers: event.headers,
    queryStringParameters: event.queryStringParameters ?? {},
    requestContext: event.requestContext,
    pathParameters: event.pathParameters ?? {},
    stageVariables: {},
  } as APIGatewayRequestAuthorizerEventV2;
}

function lambdaContext(route: RouteDeclaration): Context {
  const deadline = Date.now() + 29_000; // HTTP API's integration timeout
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `okisnavn-${route.context}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:okisnavn-${route.context}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/okisnavn-${route.context}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function send(response: ServerResponse, result: APIGatewayProxyResultV2): void {
  if (typeof result === 'string') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(result);
    return;
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(result.body ? (result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body) : undefined);
}
