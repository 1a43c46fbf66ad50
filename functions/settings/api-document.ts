import { readFile } from 'node:fs/promises';

/**
 * The API document (`GET /api/openapi.json`) as the settings Lambda serves it: generated from the
 * contract at build time (`openApiDocument` of functions/http/openapi.ts, written by
 * infra/api-document.ts) and shipped as this file beside the function's bundle, so the bundle
 * carries neither the whole contract's schemas nor zod's JSON-Schema generation.
 */
export const apiDocumentFileName = 'openapi.json';

export type ApiDocument = Record<string, unknown>;

/**
 * The document beside the running bundle (`import.meta.url` is the bundle's own file once
 * bundled), read on the first request for it and kept for the invocations after; a failed read is
 * not kept, so the next request tries again.
 */
export function shippedApiDocument(besideModule: string = import.meta.url): () => Promise<ApiDocument> {
  let document: Promise<ApiDocument> | undefined;
  return () =>
    (document ??= readFile(new URL(apiDocumentFileName, besideModule), 'utf8').then(
      (text) => JSON.parse(text) as ApiDocument,
      (error: unknown) => {
        document = undefined;
        throw error;
      },
    ));
}
