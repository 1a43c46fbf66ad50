import { isLocale } from '#shared/locales.ts';
import type { CurrentUser, UpdateLanguageRequest } from '#shared/schemas/users.ts';
import { callApi } from '#web/lib/call-api.ts';

/**
 * `PATCH /users/me/language`. The language is one of the locales (the API's schema is
 * `z.enum(locales)`), checked here with the same list, so the first signed-in page does not load
 * zod (25 KB) for a value the reader never types: the language sync runs at the first sign-in and
 * the locale switcher offers only the locales. A plain call (no SWR: the locale switcher is on
 * /login too); the callers put the answer in place with the current user's `replace`.
 */
export async function updateLanguage(input: UpdateLanguageRequest): Promise<CurrentUser> {
  if (!isLocale(input.language)) throw new RangeError(`Not a locale: ${String(input.language)}`);
  return callApi('updateCurrentUserLanguage', { body: { language: input.language } });
}
