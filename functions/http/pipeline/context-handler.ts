import { Logger } from '../../logger.ts';
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpRouterHandler, { type Route } from '@middy/http-router';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { commonErrors, type ErrorTexts } from '#shared/i18n/messages.ts';
import { type Locale, localeFromAcceptLanguage } from '#shared/locales.ts';
import type { Config } from '../../config.ts';
import { DomainError } from '../../errors.ts';
import { apiBasePath, type PathParams, type RouteDeclaration } from '#shared/api/contract.ts';
import { enforceAuthRule, type Identity, identityFromEvent, type SignedIn } from './identity.ts';
import { errorResponse, jsonHeaders } from './error-response.ts';
import { jsonBody, parseWith } from './parse-request.ts';
import { assertPathIdsCanExist } from './path-ids.ts';
import { originVerifyHeader, viewerAddress } from './edge-headers.ts';
import type { OriginCheck } from './origin-check.ts';
import { withRequestCorrelation } from './correlation.ts';
import { enforceStepUp } from './step-up.ts';
import { type ApiTokenGate, enforceApiToken, idempotently, refusedDomain } from './api-token.ts';
import { type Clock, systemClock } from '../../ports/clock.ts';

type Infer<T> = T extends { parse(input: unknown): infer Output } ? Output : undefined;
type BodyOf<R> = R extends { request: { body: infer B } } ? Infer<B> : undefined;
type QueryOf<R> = R extends { request: { query: infer Q } } ? Infer<Q> : undefined;
/** The declared headers, parsed, by their declared names (`Idempotency-Key`), beside the rest as received (lower case). */
type HeadersOf<R> = (R extends { request: { headers: infer H } } ? Infer<H> : unknown) & Record<string, string | undefined>;
type ParamsOf<R> = R extends { path: infer Path extends string } ? PathParams<Path> : Record<string, string>;
/** A file answer (`response.binary` routes): bytes, and the name the browser saves it under. */
export interface BinaryAnswer {
  bytes: Uint8Array;
  filename: string;
}
type ResponseOf<R> = R extends { response: { binary: string } } ? BinaryAnswer : R extends { response: { schema: infer S } } ? (S extends null ? null : Infer<S>) : never;
type IdentityOf<R> = R extends { auth: 'public' | 'e-id' } ? Identity : SignedIn;

/** What an implementation receives: already parsed, authorized and localized. */
export interface RouteRequest<R> {
  body: BodyOf<R>;
  query: QueryOf<R>;
  /** Typed from the path template: `/domains/{domainId}` gives `params.domainId`. */
  params: ParamsOf<R>;
  identity: IdentityOf<R>;
  locale: Locale;
  headers: HeadersOf<R>;
  /** The body as received (UTF-8), for `rawBody` routes; undefined elsewhere. */
  rawBody: string | undefined;
  /** The viewer's address (rate limits per IP): the edge's header, else what API Gateway saw. */
  sourceIp: string;
  logger: Logger;
}

/** The implementations of a list of declared routes, one per route id. */
export type RouteImplementations<Routes extends readonly RouteDeclaration[]> = {
  [R in Routes[number] as R['id']]: (request: RouteRequest<R>) => Promise<ResponseOf<R>>;
};

/** Some of a context's implementations, for contexts whose routes live in several files. */
export type SomeRouteImplementations<Routes extends readonly RouteDeclaration[], Ids extends keyof RouteImplementations<Routes>> = Pick<RouteImplementations<Routes>, Ids>;

const logger = new Logger();

/**
 * Builds a bounded context's Lambda handler from its part of the contract (`shared/api/<context>.ts`):
 * one router entry per declared route; each parses, authorizes, calls its implementation and
 * shapes the answer. Missing or extra implementations fail at cold start, not at the first request.
 */
export function httpContextHandler<const Routes extends readonly RouteDeclaration[]>(
  routes: Routes,
  implementations: NoInfer<RouteImplementations<Routes>>,
  config: Pick<Config, 'STAGE'> & {
    /**
     * Refuses requests that did not come through the portal's edge (`httpPipelineOptions(config, local)`
     * in each handler.ts); undefined only where there is no edge (a handler run alone in a test).
     * Required, so a new context cannot forget it.
     */
    originCheck: OriginCheck | undefined;
    /** What a risky route's fresh sign-in is measured against (the local runtime's movable clock locally); the system clock when absent. */
    clock?: Clock;
    /**
     * The API token check's writes (limits, last use): required when a route is public API
     * (declared `token`), so a context serving one cannot forget it (`apiTokenGate(config, local)`).
     */
    apiTokens?: ApiTokenGate;
  },
  /**
   * The error messages its routes can answer with beyond the common ones (`commonErrors`): the
   * areas of `#shared/i18n/messages.ts` (`[registryErrors, domainSettingsErrors]`), so the bundle
   * carries those and no others. tests/infra/error-messages.test.ts fails when a bundle can answer
   * a code whose messages it lacks.
   */
  answersWith: readonly ErrorTexts[],
) {
  const { originCheck } = config;
  const clock = config.clock ?? systemClock;
  const errorTexts: ErrorTexts = {
    fo: Object.assign({}, commonErrors.fo, ...answersWith.map((texts) => texts.fo)),
    en: Object.assign({}, commonErrors.en, ...answersWith.map((texts) => texts.en)),
  };
  // Locally every answer is checked against its declared schema, so the OpenAPI document and the code cannot drift apart unnoticed.
  const checkAnswers = config.STAGE === 'local';
  const declared = routes as readonly RouteDeclaration[];
  const contexts = [...new Set(declared.map((route) => route.context))];
  if (contexts.length !== 1) throw new Error(`One context per handler: the routes given belong to [${contexts.join(', ')}]`);
  const context = contexts[0]!;
  const tokenRoutes = declared.filter((route) => route.token).map((route) => route.id);
  if (tokenRoutes.length > 0 && !config.apiTokens) throw new Error(`Context ${context}: routes [${tokenRoutes.join(', ')}] take API tokens, but no API token gate was given`);
  const byId = implementations as unknown as Record<string, (request: RouteRequest<unknown>) => Promise<unknown>>;
  const missing = declared.filter((route) => !byId[route.id]).map((route) => route.id);
  const extra = Object.keys(byId).filter((id) => !declared.some((route) => route.id === id));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(`Context ${context}: missing implementations [${missing.join(', ')}], undeclared [${extra.join(', ')}]`);
  }

  const router = httpRouterHandler<APIGatewayProxyEventV2, APIGatewayProxyResultV2>({
    routes: declared.map((route): Route<APIGatewayProxyEventV2, APIGatewayProxyResultV2> => ({
      method: route.method,
      path: `${apiBasePath}${route.path}`,
      handler: (event: APIGatewayProxyEventV2) => answer(route, byId[route.id]!, event, checkAnswers, clock, config.apiTokens),
    })),
    notFoundResponse: () => {
      throw new DomainError('route_not_found');
    },
  });

  // Outermost: the correlation id and request id are the invocation's for all that follows.
  return withRequestCorrelation(
    middy<APIGatewayProxyEventV2, APIGatewayProxyResultV2>()
      .use(httpHeaderNormalizer())
      // Before anything else: a request that did not come through the portal's edge (around the
      // WAF, with a made-up viewer address) is refused without touching a route. No check where
      // there is no edge (a handler composed alone); middy takes no empty middleware.
      .use(originCheck ? { before: (request) => originCheck(request.event.headers?.[originVerifyHeader]) } : [])
      .use({
        onError: (request) => {
          const locale = localeFromAcceptLanguage(request.event?.headers?.['accept-language']);
          const error = request.error;
          if (!(error instanceof DomainError) || error.code === 'internal') {
            logger.error('request failed', { error: error as Error, path: request.event?.rawPath });
          } else if (error.status >= 500) {
            // A known outage (the registry is down): worth a line, not an alarm with a stack.
            logger.warn('request refused', { code: error.code, cause: String(error.cause ?? ''), path: request.event?.rawPath });
          }
          request.response = errorResponse(request.error, locale, errorTexts);
        },
      })
      .handler(router),
  );
}

async function answer(
  route: RouteDeclaration,
  implementation: (request: RouteRequest<unknown>) => Promise<unknown>,
  event: APIGatewayProxyEventV2,
  checkAnswers: boolean,
  clock: Clock,
  apiTokens: ApiTokenGate | undefined,
): Promise<APIGatewayProxyResultV2> {
  // Before the auth rule: an id that cannot exist is not found for anyone, and never reaches a use case.
  assertPathIdsCanExist(route, event.pathParameters);
  const identity = identityFromEvent(event);
  const sourceIp = viewerAddress(event.headers, event.requestContext.http.sourceIp);
  // An API token: good now, on a public route, within its limits, scope and domains (functions/http/pipeline/api-token.ts).
  await enforceApiToken(route, identity, event.pathParameters, sourceIp, apiTokens, clock);
  enforceAuthRule(route.auth, identity);
  // Every route reads its body as JSON, those that take none too: a malformed one is refused (400), never ignored.
  // Only the webhooks (`rawBody`) are handed their bytes unparsed, to verify the sender's signature over them.
  const received = route.request?.rawBody ? undefined : jsonBody(event);
  // Body, query and headers are checked together, so one answer names every field that is wrong.
  const [body, query, parsedHeaders] = parseAll([
    () => (route.request?.body ? parseWith(route.request.body, received ?? {}) : undefined),
    () => (route.request?.query ? parseWith(route.request.query, event.queryStringParameters ?? {}) : undefined),
    () => (route.request?.headers ? (parseWith(route.request.headers, declaredHeaders(route.request.headers, event)) as Record<string, string>) : undefined),
  ]);
  // A risky change needs a fresh sign-in (a `when` declaration reads the parsed body): 401 step_up_required otherwise.
  enforceStepUp(route, body, identity, { portal: clock, eid: systemClock });
  const rawBody = route.request?.rawBody ? (event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : (event.body ?? '')) : undefined;
  const headers = parsedHeaders ? { ...event.headers, ...parsedHeaders } : event.headers;
  // An API token's write with an Idempotency-Key answers the same request once (functions/http/pipeline/api-token.ts).
  const request = { headers: event.headers, path: event.rawPath, query, body };
  return idempotently(route, identity, request, apiTokens, async () => {
    const result = await implementation({
      body,
      query,
      // assertPathIdsCanExist made sure each declared parameter is there.
      params: (event.pathParameters ?? {}) as Record<string, string>,
      identity: identity as never,
      locale: localeFromAcceptLanguage(event.headers['accept-language']),
      headers,
      rawBody,
      sourceIp,
      logger,
    } as RouteRequest<unknown>).catch((error: unknown) => {
      // A token's domain that is not there (or not its owner's) is refused as one outside its scope.
      throw refusedDomain(route, identity, error);
    });
    if (route.response.binary) return binaryResponse(route.response.status, route.response.binary, result as BinaryAnswer);
    if (checkAnswers && route.response.schema) {
      route.response.schema.parse(result);
    }
    if (route.response.schema === null) return { statusCode: route.response.status, headers: jsonHeaders };
    return { statusCode: route.response.status, headers: jsonHeaders, body: JSON.stringify(result) };
  });
}

/** Runs each part's parse; their validation failures become one (every wrong field named), anything else is thrown as it is. */
function parseAll<const Parts extends readonly (() => unknown)[]>(parts: Parts): { [Index in keyof Parts]: ReturnType<Parts[Index]> } {
  const fields: Record<string, string> = {};
  let failed = false;
  const parsed = parts.map((part) => {
    try {
      return part();
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'validation_failed') throw error;
      failed = true;
      for (const [path, key] of Object.entries(error.fields ?? {})) fields[path] ??= key;
      return undefined;
    }
  });
  if (failed) throw new DomainError('validation_failed', fields);
  return parsed as { [Index in keyof Parts]: ReturnType<Parts[Index]> };
}

/** The declared headers by their declared names; the header normalizer has lower-cased what arrived. */
function declaredHeaders(schema: NonNullable<NonNullable<RouteDeclaration['request']>['headers']>, event: APIGatewayProxyEventV2): Record<string, string | undefined> {
  return Object.fromEntries(Object.keys(schema.shape).map((name) => [name, event.headers[name.toLowerCase()]]));
}

function binaryResponse(status: number, mediaType: string, answer: BinaryAnswer): APIGatewayProxyResultV2 {
  // A receipt is personal: never cached on the way; the name is ASCII so no header encoding is needed.
  const filename = answer.filename.replace(/[^\w.-]/g, '_');
  return {
    statusCode: status,
    headers: { ...jsonHeaders, 'content-type': mediaType, 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'private, no-store' },
    body: Buffer.from(answer.bytes).toString('base64'),
    isBase64Encoded: true,
  };
}
