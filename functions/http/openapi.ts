import * as z from 'zod';
import { errorStatus } from '#shared/errors.ts';
import { apiBasePath, pathParamNames, type RouteDeclaration } from '#shared/api/contract.ts';
import { routes } from '#shared/api/index.ts';
import { routeSummaries } from '#shared/api/summaries.ts';
import { routeExamples, tokenErrorExamples } from './openapi-examples.ts';

const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(errorStatus) as [string, ...string[]]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });

/** An object schema's fields as OpenAPI parameters `in` the query or the headers, each with its own JSON schema. */
function parametersOf(schema: z.ZodType | undefined, location: 'query' | 'header') {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, { description?: string }>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, { description, ...property }]) => ({
    name,
    in: location,
    required: json.required?.includes(name) ?? false,
    ...(description ? { description } : {}),
    schema: property,
  }));
}

const errorContent = (example: unknown) => ({ 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { error: example } } });

/**
 * What a public API route can answer a token besides its own errors (issue 30): 401 `token_invalid`,
 * 403 `token_scope` naming the scope, 429 with `Retry-After`, and 422 where it reads a body or a query.
 */
function tokenErrorResponses(route: RouteDeclaration) {
  return {
    401: {
      description: 'token_invalid: the token is revoked, expired, unused too long or used from outside its address ranges.',
      content: errorContent(tokenErrorExamples['401']),
    },
    403: {
      description: `token_scope: the token lacks ${route.token!.area}:${route.token!.access}, or the domain or record is outside it (also a domain that does not exist).`,
      content: errorContent({ ...tokenErrorExamples['403'], message: tokenErrorExamples['403'].message.replace('dns:write', `${route.token!.area}:${route.token!.access}`) }),
    },
    ...(route.request?.body || route.request?.query
      ? { 422: { description: 'validation_failed: a field is wrong; `fields` names each with its message.', content: errorContent(tokenErrorExamples['422']) } }
      : {}),
    429: {
      description: 'rate_limited: over 120 requests a minute for the token, or 600 for the address. Retry after the seconds in Retry-After.',
      headers: { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 1 }, example: 60 } },
      content: errorContent(tokenErrorExamples['429']),
    },
  };
}

/** The OpenAPI 3.1 document of the declared routes: the API reference cannot drift from the code. */
export function openApiDocument(declared: readonly RouteDeclaration[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of declared) {
    const examples = routeExamples[route.id];
    const scope = route.token ? `${route.token.area}:${route.token.access}` : undefined;
    const operation: Record<string, unknown> = {
      operationId: route.id,
      summary: routeSummaries[route.id as keyof typeof routeSummaries],
      tags: [route.context],
      'x-auth-rule': route.auth,
      // A risky change: a sign-in within 5 minutes, else 401 step_up_required (`true`, or only a body with these values).
      ...(route.stepUp ? { 'x-step-up': route.stepUp === true ? true : { when: route.stepUp.when } } : {}),
      // Public API (issue 30): an API token with this scope reaches it (`dns:write`); other routes refuse any token.
      ...(scope ? { 'x-token-scope': scope, security: [{ bearer: [scope] }] } : {}),
      ...(route.auth === 'public' ? { security: [] } : {}),
      parameters: [
        ...pathParamNames(route.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
        ...parametersOf(route.request?.query, 'query'),
        ...parametersOf(route.request?.headers, 'header'),
        { name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string', default: 'fo' }, description: 'fo (default) or en: the language of error messages.' },
      ],
      ...(route.request?.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(route.request.body, 'input'), ...(examples?.request ? { example: examples.request } : {}) } },
            },
          }
        : route.request?.rawBody
          ? {
              requestBody: {
                required: true,
                description: 'Verified over its raw bytes; parsed only after the signature matches.',
                content: { 'application/json': { schema: {} } },
              },
            }
          : {}),
      responses: {
        [route.response.status]: route.response.binary
          ? { description: 'A file', content: { [route.response.binary]: { schema: { type: 'string', format: 'binary' } } } }
          : route.response.schema
            ? {
                description: 'Success',
                content: { 'application/json': { schema: jsonSchema(route.response.schema, 'output'), ...(examples?.response ? { example: examples.response } : {}) } },
              }
            : { description: 'Success, no body' },
        ...(route.token ? tokenErrorResponses(route) : {}),
        default: { description: 'Error in the shape {error:{code,message,fields?}}', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    };
    const path = `${apiBasePath}${route.path}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Økisnavn API', version: '1', description: 'The API of the .fo domain portal. Every success body is {data}.' },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            "A session, or an API token (`okn_…`) made on the portal's API page. A public API route names the scope a token needs in its security requirement and in `x-token-scope` (`dns:write`; write includes read).",
        },
      },
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
    },
    security: [{ bearer: [] }],
    paths,
  };
}

/**
 * The API document of the whole contract as served: the file shipped beside the settings
 * Lambda's bundle (infra/api-document.ts) and what the local runtime serves, the same text.
 */
export const apiDocumentText = (): string => JSON.stringify(openApiDocument(routes));
