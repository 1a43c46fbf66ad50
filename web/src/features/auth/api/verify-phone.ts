import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { verifyPhoneRequest } from '#shared/schemas/auth.ts';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { callApi } from '#web/lib/call-api.ts';
import { currentUserKey } from '#web/lib/api/get-current-user.ts';

/** `POST /auth/verify-phone`: the SMS code verifies the number; answers the updated user. */
export type VerifyPhoneInput = z.infer<typeof verifyPhoneRequest>;

export const verifyPhoneSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.verifyPhoneRequest);

export function verifyPhone(input: VerifyPhoneInput): Promise<CurrentUser> {
  return callApi('verifyPhone', { body: input });
}

/** The answer replaces the current user in the cache. */
export function useVerifyPhone() {
  return useSWRMutation(currentUserKey, (_key: string, { arg }: { arg: VerifyPhoneInput }) => verifyPhone(arg), {
    populateCache: true,
    revalidate: false,
  });
}
