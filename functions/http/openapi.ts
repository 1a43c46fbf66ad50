import * as z from 'zod';
import { errorStatus } from '#shared/errors.ts';
import { apiBasePath, pathParamNames, type RouteDeclaration } from '#shared/api/contract.ts';
import { routes } from '#shared/api/index.ts';
import { routeSummaries } from '#shared/api/summaries.ts';

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

/** The OpenAPI 3.1 document of the declared routes: the API reference cannot drift from the code. */
export function openApiDocument(declared: readonly RouteDeclaration[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of declared) {
    const operation: Record<string, unknown> = {
      operationId: route.id,
      summary: routeSummaries[route.id as keyof typeof routeSummaries],
      tags: [route.context],
      'x-auth-rule': route.auth,
      // A risky change: a sign-in within 5 minutes, else 401 step_up_required (`true`, or only a body with these values).
      ...(route.stepUp ? { 'x-step-up': route.stepUp === true ? true : { when: route.stepUp.when } } : {}),
      // Public API (issue 30): an API token with this scope reaches it (`dns:write`); other routes refuse any token.
      ...(route.token ? { 'x-token-scope': `${route.token.area}:${route.token.access}` } : {}),
      ...(route.auth === 'public' ? { security: [] } : {}),
      parameters: [
        ...pathParamNames(route.path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
        ...parametersOf(route.request?.query, 'query'),
        ...parametersOf(route.request?.headers, 'header'),
        { name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string', default: 'fo' }, description: 'fo (default) or en: the language of error messages.' },
      ],
      ...(route.request?.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.request.body, 'input') } } } }
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
            ? { description: 'Success', content: { 'application/json': { schema: jsonSchema(route.response.schema, 'output') } } }
            : { description: 'Success, no body' },
        default: { description: 'Error in the shape {error:{code,message,fields?}}', content: { 'application/json': { schema: jsonSchema(errorBodySchema, 'output') } } },
      },
    };
    const path = `${apiBasePath}${route.path}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Økisnavn API', version: '1', description: 'The API of the .fo domain portal. Every success body is {data}.' },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}

/**
 * The API document of the whole contract as served: the file shipped beside the settings
 * Lambda's bundle (infra/api-document.ts) and what the local runtime serves, the same text.
 */
export const apiDocumentText = (): string => JSON.stringify(openApiDocument(routes));
