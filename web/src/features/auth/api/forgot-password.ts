import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { forgotPasswordRequest } from '../../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** `POST /auth/forgot-password`: e-mails a reset link (the same answer for every address). */
export type ForgotPasswordInput = z.infer<typeof forgotPasswordRequest>;

export const forgotPasswordSchema = () => import('../../../../../shared/schemas/auth').then((schemas) => schemas.forgotPasswordRequest);

export function forgotPassword(input: ForgotPasswordInput): Promise<{ accepted: true }> {
  return api.post('/auth/forgot-password', input);
}

export function useForgotPassword() {
  return useSWRMutation('/auth/forgot-password', (_key: string, { arg }: { arg: ForgotPasswordInput }) => forgotPassword(arg));
}
