import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { changePasswordRequest } from '../../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** `PATCH /users/me/password`: the current password and the new one (other sessions end). */
export type ChangePasswordInput = z.infer<typeof changePasswordRequest>;

export const changePasswordSchema = () => import('../../../../../shared/schemas/auth').then((schemas) => schemas.changePasswordRequest);

export function changePassword(input: ChangePasswordInput): Promise<{ accepted: true }> {
  return api.patch('/users/me/password', input);
}

export function useChangePassword() {
  return useSWRMutation('/users/me/password', (_key: string, { arg }: { arg: ChangePasswordInput }) => changePassword(arg));
}
