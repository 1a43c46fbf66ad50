import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { forgotPasswordRequest } from '#shared/schemas/auth.ts';
import { type ApiAnswer, apiPath, callApi } from '#web/lib/call-api.ts';

/** `POST /auth/forgot-password`: e-mails a reset link (the same answer for every address). */
export type ForgotPasswordInput = z.infer<typeof forgotPasswordRequest>;

export const forgotPasswordSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.forgotPasswordRequest);

export function forgotPassword(input: ForgotPasswordInput): Promise<ApiAnswer<'forgotPassword'>> {
  return callApi('forgotPassword', { body: input });
}

export function useForgotPassword() {
  return useSWRMutation(apiPath('forgotPassword'), (_key: string, { arg }: { arg: ForgotPasswordInput }) => forgotPassword(arg));
}
