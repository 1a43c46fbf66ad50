import type * as z from 'zod';

/**
 * The API contract's vocabulary, shared by the web and the functions. A route is declared once,
 * in `shared/api/<context>.ts`; the CDK stack, the local gateway, each context's router, the
 * OpenAPI document, the authorization tests and the web's typed fetcher all read it. This file
 * has no runtime dependency (zod is a type here), so the web can import it at no cost.
 */

/** The API lives under this prefix on the one origin the SPA shares (CloudFront `/api/*`). */
export const apiBasePath = '/api';

/**
 * Who may call a route. `public`: anyone. `signed-in`: any valid token. `verified`: a signed-in
 * user whose e-mail is verified. `admin`: `is_admin`. `e-id`: a valid national e-ID token,
 * linked to a user or not yet (the first-sign-in routes). Object-level rules (owner, team
 * member, share) are the use case's job on top of this.
 */
export type AuthRule = 'public' | 'signed-in' | 'verified' | 'admin' | 'e-id';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The areas an API token is scoped by (issue 30), each read or write (write includes read).
 * A route declared `token` is part of the public API: a token with that area and access reaches
 * it; every other route refuses any token (docs/decisions/api-tokens.md).
 */
export const apiTokenAreas = ['domains', 'dns', 'name_servers', 'dnssec', 'renewals'] as const;
export type ApiTokenArea = (typeof apiTokenAreas)[number];
export const apiTokenAccesses = ['read', 'write'] as const;
export type ApiTokenAccess = (typeof apiTokenAccesses)[number];
/** A scope as a token holds it and a refusal names it: `dns:write`. */
export type ApiTokenScope = `${ApiTokenArea}:${ApiTokenAccess}`;
export const apiTokenScopes = apiTokenAreas.flatMap((area) => apiTokenAccesses.map((access) => `${area}:${access}` as const)) as ApiTokenScope[];

export interface RouteDeclaration {
  /** Also the OpenAPI operationId and the key of the implementation in its context. */
  id: string;
  method: HttpMethod;
  /** Path below `apiBasePath`, API Gateway style: `/users/{id}`. */
  path: string;
  /**
   * The context that serves it: its Lambda and its declaration, `functions/<context>/context.ts`,
   * and this contract file's name. `ContextName` (`index.ts`) is every route's.
   */
  context: string;
  auth: AuthRule;
  request?: {
    body?: z.ZodType;
    query?: z.ZodType;
    /** Request headers by their documented name (`Idempotency-Key`); matched case-insensitively. */
    headers?: z.ZodObject;
    /** The body is handed over unparsed (webhooks verify signatures over its bytes). */
    rawBody?: true;
  };
  /** `binary`: the answer is a file of that media type (the implementation returns a BinaryAnswer). */
  response: { status: number; schema: z.ZodType | null; binary?: string };
  /**
   * A risky change (issue 29): it needs a fresh sign-in, within the last 5 minutes
   * (`functions/http/pipeline/step-up.ts`); otherwise 401 `step_up_required`. `true`: every call.
   * `{ when }`: only a body with these values (the unlocking direction of a route that both locks
   * and unlocks: `{ when: { locked: false } }`); docs/decisions/step-up-before-risky-changes.md.
   */
  stepUp?: StepUp;
  /**
   * A public API route (issue 30): reachable with an API token holding this area and access
   * (`functions/http/pipeline/api-token.ts`). Without it, a token is refused (403 `token_not_allowed`).
   */
  token?: { area: ApiTokenArea; access: ApiTokenAccess };
}

/** Which calls of a route need a fresh sign-in: all, or those whose body has the given values. */
export type StepUp = true | { when: Readonly<Record<string, string | number | boolean | null>> };

/** Whether this call of the route needs a fresh sign-in: the route is risky, and (`when`) its body has every listed value. */
export function needsStepUp(route: Pick<RouteDeclaration, 'stepUp'>, body: unknown): boolean {
  const { stepUp } = route;
  if (!stepUp) return false;
  if (stepUp === true) return true;
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return Object.entries(stepUp.when).every(([name, value]) => fields[name] === value);
}

/** Keeps each declaration's literal types (id, method, path, context, schemas) for the typed consumers. */
export const defineRoutes = <const Routes extends readonly RouteDeclaration[]>(declared: Routes): Routes => declared;

/** The names in a path template: `'/domains/{domainId}/dns-records/{recordId}'` → `'domainId' | 'recordId'`. */
export type PathParamName<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamName<Rest> : never;

/** The path parameters of a path template: `PathParams<'/domains/{domainId}'>` is `{ domainId: string }`. */
export type PathParams<Path extends string> = { [Name in PathParamName<Path>]: string };

/** The names of a path template's parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** Fills a path template, each value percent-encoded: `fillPath('/orders/{orderId}', {orderId: 'a b'})` → `/orders/a%20b`. */
export function fillPath<Path extends string>(path: Path, params: PathParams<Path>): string {
  const values = params as Record<string, string>;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

/** `GET /users/{id}` → the HTTP API route key. */
export function routeKey(route: Pick<RouteDeclaration, 'method' | 'path'>): string {
  return `${route.method} ${apiBasePath}${route.path}`;
}
