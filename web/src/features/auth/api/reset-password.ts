import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { resetPasswordRequest } from '../../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** `POST /auth/reset-password`: the e-mailed link's token sets a new password, once. */
export type ResetPasswordInput = z.infer<typeof resetPasswordRequest>;

export const resetPasswordSchema = () => import('../../../../../shared/schemas/auth').then((schemas) => schemas.resetPasswordRequest);

export function resetPassword(input: ResetPasswordInput): Promise<{ accepted: true }> {
  return api.post('/auth/reset-password', input);
}

export function useResetPassword() {
  return useSWRMutation('/auth/reset-password', (_key: string, { arg }: { arg: ResetPasswordInput }) => resetPassword(arg));
}
