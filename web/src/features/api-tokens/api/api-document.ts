import useSWR from 'swr';
import { apiTokenAreas, type ApiTokenArea } from '#shared/api/contract.ts';
import { api } from '#web/lib/api-client.ts';
import { apiPath } from '#web/lib/call-api.ts';

/** What the reference reads of an operation of `GET /api/openapi.json` (OpenAPI 3.1, functions/http/openapi.ts). */
export interface ApiOperation {
  operationId: string;
  summary?: string;
  'x-token-scope'?: string;
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content?: Record<string, { example?: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, { example?: unknown }> }>;
}

export interface ApiDocument {
  paths: Record<string, Record<string, ApiOperation>>;
}

/** A public route as the reference lists it: method, path (with `/api`), scope and the operation. */
export interface PublicRoute {
  method: string;
  path: string;
  scope: string;
  operation: ApiOperation;
}

/** The API document, as served: the whole JSON, not a `data` envelope, so read as a file of the app's client. */
export function useApiDocument() {
  const path = apiPath('getOpenApiDocument');
  return useSWR(path, async () => JSON.parse(await (await api.getFile(path, { accept: 'application/json' })).blob.text()) as ApiDocument, { revalidateOnFocus: false });
}

/** The document's public routes (those naming a token scope), by area in the areas' order, each area's in the document's order. */
export function publicRoutesByArea(document: ApiDocument): { area: ApiTokenArea; routes: PublicRoute[] }[] {
  const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      operation['x-token-scope'] ? [{ method: method.toUpperCase(), path, scope: operation['x-token-scope'], operation }] : [],
    ),
  );
  return apiTokenAreas.map((area) => ({ area, routes: routes.filter((route) => route.scope.startsWith(`${area}:`)) })).filter((group) => group.routes.length > 0);
}

/** The JSON example of a request body or of the answer with `status`, if the document has one. */
export function exampleOf(operation: ApiOperation, where: 'request' | string): unknown {
  const content = where === 'request' ? operation.requestBody?.content : operation.responses[where]?.content;
  return content?.['application/json']?.example;
}

/** An operation of the document by its id. */
export function operationById(document: ApiDocument, id: string): PublicRoute | undefined {
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (operation.operationId === id) return { method: method.toUpperCase(), path, scope: operation['x-token-scope'] ?? '', operation };
    }
  }
  return undefined;
}
