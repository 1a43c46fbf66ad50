import * as z from 'zod';
import { countriesResponse } from '../../shared/schemas/countries.ts';
import { publicSettingsResponse, settingsVideoResponse } from '../../shared/schemas/settings.ts';
import { currentUserResponse, updateLanguageRequest } from '../../shared/schemas/users.ts';
import type { HttpContextName } from './contexts.ts';

/** The API lives under this prefix on the one origin the SPA shares (CloudFront `/api/*`). */
export const apiBasePath = '/api';

/**
 * Who may call a route. `public`: anyone. `signed-in`: any valid token. `verified`: a signed-in
 * user whose e-mail is verified. `admin`: `is_admin`. Object-level rules (owner, team member,
 * share) are the use case's job on top of this.
 */
export type AuthRule = 'public' | 'signed-in' | 'verified' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDeclaration {
  /** Also the OpenAPI operationId and the key of the implementation in its context. */
  id: string;
  method: HttpMethod;
  /** Path below `apiBasePath`, API Gateway style: `/users/{id}`. */
  path: string;
  context: HttpContextName;
  auth: AuthRule;
  summary: string;
  request?: { body?: z.ZodType; query?: z.ZodType };
  response: { status: number; schema: z.ZodType | null };
}

const defineRoutes = <const Routes extends readonly RouteDeclaration[]>(declared: Routes) => declared;

/**
 * The one routes declaration. The CDK stateless stack makes an HTTP API route of each entry,
 * the local gateway matches requests against it, each context's handler builds its router from
 * it, the OpenAPI document is generated from it, and the authorization tests iterate over it.
 */
export const routes = defineRoutes([
  {
    id: 'getSettings',
    method: 'GET',
    path: '/settings',
    context: 'settings',
    auth: 'public',
    summary: 'The public settings: prices, days, link addresses per language.',
    response: { status: 200, schema: publicSettingsResponse },
  },
  {
    id: 'getSettingsVideo',
    method: 'GET',
    path: '/settings/video',
    context: 'settings',
    auth: 'public',
    summary: 'The address of the introduction video.',
    response: { status: 200, schema: settingsVideoResponse },
  },
  {
    id: 'listCountries',
    method: 'GET',
    path: '/countries',
    context: 'settings',
    auth: 'public',
    summary: 'ISO 3166 countries with Faroese and English names and calling codes.',
    response: { status: 200, schema: countriesResponse },
  },
  {
    id: 'getOpenApiDocument',
    method: 'GET',
    path: '/openapi.json',
    context: 'settings',
    auth: 'public',
    summary: 'This API described as OpenAPI 3.1, generated from the routes declaration.',
    response: { status: 200, schema: z.record(z.string(), z.unknown()) },
  },
  {
    id: 'getCurrentUser',
    method: 'GET',
    path: '/users/me',
    context: 'users',
    auth: 'signed-in',
    summary: 'The signed-in user, with verification flags and the unread notification count.',
    response: { status: 200, schema: currentUserResponse },
  },
  {
    id: 'updateCurrentUserLanguage',
    method: 'PATCH',
    path: '/users/me/language',
    context: 'users',
    auth: 'signed-in',
    summary: "Saves the user's interface language.",
    request: { body: updateLanguageRequest },
    response: { status: 200, schema: currentUserResponse },
  },
]);

export type RouteId = (typeof routes)[number]['id'];
export type RoutesOf<Context extends HttpContextName> = Extract<(typeof routes)[number], { context: Context }>;

/** `GET /users/{id}` → the HTTP API route key. */
export function routeKey(route: Pick<RouteDeclaration, 'method' | 'path'>): string {
  return `${route.method} ${apiBasePath}${route.path}`;
}
