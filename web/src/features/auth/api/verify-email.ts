import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { verifyEmailRequest } from '#shared/schemas/auth.ts';
import { type ApiAnswer, apiPath, callApi } from '#web/lib/call-api.ts';
import { deviceId } from '#web/lib/storage.ts';

/**
 * `POST /auth/verify-email`: the code verifies the address. For a new account the answer carries
 * a token (its owner is signed in); for an e-mail change it does not.
 */
export type VerifyEmailInput = z.infer<typeof verifyEmailRequest>;

export type VerifyEmailAnswer = ApiAnswer<'verifyEmail'>;

export const verifyEmailSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.verifyEmailRequest);

export function verifyEmail(input: VerifyEmailInput): Promise<VerifyEmailAnswer> {
  return callApi('verifyEmail', { body: input, headers: { 'X-Device-Id': deviceId() } });
}

export function useVerifyEmail() {
  return useSWRMutation(apiPath('verifyEmail'), (_key: string, { arg }: { arg: VerifyEmailInput }) => verifyEmail(arg));
}
