import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { verifyCurrentEmailRequest } from '#shared/schemas/auth.ts';
import { type ApiAnswer, apiPath, callApi } from '#web/lib/call-api.ts';

/**
 * `POST /auth/verify-current-email`: the signed-in user's own address, verified with the code sent
 * to it; the answer is the user, now verified (no new session).
 */
export type VerifyCurrentEmailInput = z.infer<typeof verifyCurrentEmailRequest>;

export const verifyCurrentEmailSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.verifyCurrentEmailRequest);

export function verifyCurrentEmail(input: VerifyCurrentEmailInput): Promise<ApiAnswer<'verifyCurrentEmail'>> {
  return callApi('verifyCurrentEmail', { body: input });
}

export function useVerifyCurrentEmail() {
  return useSWRMutation(apiPath('verifyCurrentEmail'), (_key: string, { arg }: { arg: VerifyCurrentEmailInput }) => verifyCurrentEmail(arg));
}
