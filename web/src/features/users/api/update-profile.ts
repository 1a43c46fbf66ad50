import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { updateProfileRequest } from '#shared/schemas/auth.ts';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { callApi } from '#web/lib/call-api.ts';
import { currentUserKey } from '#web/lib/api/get-current-user.ts';

/**
 * `PATCH /users/me`: name and address. A national e-ID user sends only street, zip, city and
 * country_code (the name comes from the e-ID). The answer replaces the cached user.
 */
export type UpdateProfileInput = z.infer<typeof updateProfileRequest>;

export const updateProfileSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.updateProfileRequest);

export function updateProfile(input: UpdateProfileInput): Promise<CurrentUser> {
  return callApi('updateCurrentUser', { body: input });
}

export function useUpdateProfile() {
  return useSWRMutation(currentUserKey, (_key: string, { arg }: { arg: UpdateProfileInput }) => updateProfile(arg), {
    populateCache: true,
    revalidate: false,
  });
}
