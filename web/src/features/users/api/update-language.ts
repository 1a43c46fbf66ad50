import type { CurrentUser, UpdateLanguageRequest } from '#shared/schemas/users.ts';
import { callApi } from '#web/lib/call-api.ts';

/**
 * `PATCH /users/me/language`, validated with the API's own schema before sending. The schema
 * module (and zod with it) is imported on first use, which keeps zod out of the initial bundle
 * although the language sync runs at start-up. A plain call (no SWR: the locale switcher is on
 * /login too); the callers put the answer in place with the current user's `replace`.
 */
export async function updateLanguage(input: UpdateLanguageRequest): Promise<CurrentUser> {
  const { updateLanguageRequest } = await import('#shared/schemas/users.ts');
  return callApi('updateCurrentUserLanguage', { body: updateLanguageRequest.parse(input) });
}
