import type * as z from 'zod';
import { fillPath, type PathParams } from '#shared/api/contract.ts';
import { endpoints } from '#shared/api/endpoints.ts';
import type { ApiRoute, RouteId } from '#shared/api/index.ts';
import { api, type ApiFile } from './api-client';

/**
 * Calls to the API typed from its contract (`shared/api/<context>.ts`): the route id gives the
 * method, the path and its parameters, the body, query and headers the route takes (the input
 * types of its schemas) and what it answers (the output type, without the `{data}` envelope the
 * client removes). A field renamed in a shared schema, or a path parameter, fails type-checking
 * here. The contract is imported as types only; at runtime only `endpoints` (method and path per
 * route) comes along, so no schema and no zod lands in the SPA's initial chunk.
 */
type RouteOf<Id extends RouteId> = Extract<ApiRoute, { id: Id }>;

export type ApiParams<Id extends RouteId> = PathParams<RouteOf<Id>['path']>;
export type ApiBody<Id extends RouteId> = RouteOf<Id> extends { request: { body: infer S extends z.ZodType } } ? z.input<S> : never;
export type ApiQuery<Id extends RouteId> = RouteOf<Id> extends { request: { query: infer S extends z.ZodType } } ? z.input<S> : never;
export type ApiHeaders<Id extends RouteId> = RouteOf<Id> extends { request: { headers: infer S extends z.ZodType } } ? z.input<S> : never;
/** The answer's `data` (or the whole body where the route has no envelope); `void` for an empty answer. */
export type ApiAnswer<Id extends RouteId> =
  RouteOf<Id> extends { response: { schema: infer S extends z.ZodType } } ? (z.output<S> extends { data: infer Data } ? Data : z.output<S>) : void;

/** The type with no fields: `NoFields extends T` holds when every field of T is optional. */
type NoFields = Record<never, never>;

/** A part the route does not take cannot be given; one whose fields are all optional may be left out. */
type Part<Key extends string, T> = [T] extends [never] ? { [K in Key]?: never } : NoFields extends T ? { [K in Key]?: T } : { [K in Key]: T };
type ParamsPart<Id extends RouteId> = [keyof ApiParams<Id>] extends [never] ? { params?: never } : { params: ApiParams<Id> };
/** Declared headers (`Idempotency-Key`) are required; others (a pending e-ID's `Authorization`) may be added. */
type HeadersPart<Id extends RouteId> = [ApiHeaders<Id>] extends [never] ? { headers?: Record<string, string> } : { headers: ApiHeaders<Id> & Record<string, string> };

export type ApiPathInput<Id extends RouteId> = ParamsPart<Id> & Part<'query', ApiQuery<Id>>;
export type ApiCall<Id extends RouteId> = ApiPathInput<Id> & Part<'body', ApiBody<Id>> & HeadersPart<Id> & { signal?: AbortSignal };

type Optional<T> = NoFields extends T ? [input?: T] : [input: T];

/**
 * The path of a route below the API base, its parameters filled in and percent-encoded, with its
 * query: `apiPath('getOrder', {params: {orderId}})` → `/orders/<orderId>`. Also the SWR key.
 */
export function apiPath<Id extends RouteId>(id: Id, ...[input]: Optional<ApiPathInput<Id>>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown> };
  const path = fillPath(endpoints[id].path as string, params ?? {});
  const pairs = Object.entries(query ?? {}).filter((entry) => entry[1] !== undefined);
  return pairs.length === 0 ? path : `${path}?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`).join('&')}`;
}

/** Calls a route with the app's client (token, locale, error shape) and answers its `data`. */
export function callApi<Id extends RouteId>(id: Id, ...[input]: Optional<ApiCall<Id>>): Promise<ApiAnswer<Id>> {
  const { body, headers, signal } = (input ?? {}) as { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal };
  const path = apiPath(id, ...([input] as Optional<ApiPathInput<Id>>));
  return api.request<ApiAnswer<Id>>(endpoints[id].method, path, { body, headers, signal });
}

/** Routes whose answer carries `links.next` beside `data` (the domain lists). */
type PagedRouteId = Extract<ApiRoute, { response: { schema: z.ZodObject<{ links: z.ZodType }> } }>['id'];

/** Calls a paged list route and answers its page and `links.next` (the next page's cursor). */
export function callApiPage<Id extends PagedRouteId>(id: Id, ...[input]: Optional<ApiPathInput<Id>>): Promise<{ data: ApiAnswer<Id>; links: { next: string | null } }> {
  return api.getWhole(apiPath(id, ...([input] as Optional<ApiPathInput<Id>>)));
}

/** Routes that answer a file (`response.binary`), such as a receipt PDF. */
type FileRouteId = Extract<ApiRoute, { response: { binary: string } }>['id'];

/** Fetches a file route's answer with the app's client; errors are still read as JSON. */
export function callApiFile<Id extends FileRouteId>(id: Id, accept: string, ...[input]: Optional<ApiPathInput<Id>>): Promise<ApiFile> {
  return api.getFile(apiPath(id, ...([input] as Optional<ApiPathInput<Id>>)), { accept });
}
