import useSWRMutation from 'swr/mutation';
import type { CurrentUser, UpdateLanguageRequest } from '#shared/schemas/users.ts';
import { callApi } from '#web/lib/call-api.ts';
import { currentUserKey } from '#web/lib/api/get-current-user.ts';

/**
 * `PATCH /users/me/language`, validated with the API's own schema before sending. The schema
 * module (and zod with it) is imported on first use, which keeps zod out of the initial bundle
 * although the language sync runs at start-up.
 */
export async function updateLanguage(input: UpdateLanguageRequest): Promise<CurrentUser> {
  const { updateLanguageRequest } = await import('#shared/schemas/users.ts');
  return callApi('updateCurrentUserLanguage', { body: updateLanguageRequest.parse(input) });
}

/** The mutation writes the answer into the current user's key and revalidates it. */
export function useUpdateLanguage() {
  return useSWRMutation(currentUserKey, (_key: string, { arg }: { arg: UpdateLanguageRequest }) => updateLanguage(arg), {
    populateCache: true,
    revalidate: true,
  });
}
