import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { resetPasswordRequest } from '#shared/schemas/auth.ts';
import { type ApiAnswer, apiPath, callApi } from '#web/lib/call-api.ts';

/** `POST /auth/reset-password`: the e-mailed link's token sets a new password, once. */
export type ResetPasswordInput = z.infer<typeof resetPasswordRequest>;

export const resetPasswordSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.resetPasswordRequest);

export function resetPassword(input: ResetPasswordInput): Promise<ApiAnswer<'resetPassword'>> {
  return callApi('resetPassword', { body: input });
}

export function useResetPassword() {
  return useSWRMutation(apiPath('resetPassword'), (_key: string, { arg }: { arg: ResetPasswordInput }) => resetPassword(arg));
}
