import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { verifyPhoneRequest } from '../../../../../shared/schemas/auth';
import type { CurrentUser } from '../../../../../shared/schemas/users';
import { callApi } from '../../../lib/call-api';
import { currentUserKey } from '../../../lib/api/get-current-user';

/** `POST /auth/verify-phone`: the SMS code verifies the number; answers the updated user. */
export type VerifyPhoneInput = z.infer<typeof verifyPhoneRequest>;

export const verifyPhoneSchema = () => import('../../../../../shared/schemas/auth').then((schemas) => schemas.verifyPhoneRequest);

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
