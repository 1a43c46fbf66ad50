import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiDocumentText } from '#functions/http/openapi.ts';
import { apiDocumentFileName } from '#functions/settings/api-document.ts';

/**
 * The API document is generated when the settings function is built, from the contract, by the
 * same generator the tests hold to the contract (functions/http/openapi.ts), and shipped beside its
 * bundle (`openapi.json`, read by functions/settings/api-document.ts). `functionCode` runs this
 * file after esbuild (`node --import tsx infra/api-document.ts <bundle folder>`);
 * `esbuildOptions` (the bench, the tests) calls `writeApiDocument` in-process.
 */
export function writeApiDocument(bundleFolder: string): string {
  const file = join(bundleFolder, apiDocumentFileName);
  writeFileSync(file, apiDocumentText());
  return file;
}

/** Run as a command (CDK's bundling): `node --import tsx infra/api-document.ts <bundle folder>`. */
const apiDocumentWriter = fileURLToPath(import.meta.url);

if (process.argv[1] && resolve(process.argv[1]) === apiDocumentWriter) {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: node --import tsx infra/api-document.ts <bundle folder>');
  writeApiDocument(folder);
}
