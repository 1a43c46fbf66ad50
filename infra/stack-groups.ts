import { type ApiStackGroup, apiStackGroups } from '#functions/context-declaration.ts';
import { type HttpContextName, httpContextNames, httpContexts } from '#functions/http/contexts.ts';

export { type ApiStackGroup, apiStackGroups };

/**
 * Each context's API stack, as its declaration says (`http.stackGroup` in
 * `functions/<name>/context.ts`). A context keeps its group: moving it replaces its Lambda (a new
 * generated name) and its routes.
 */
export const apiStackGroupOf = Object.fromEntries(httpContextNames.map((context) => [context, httpContexts[context].stackGroup])) as Record<HttpContextName, ApiStackGroup>;
