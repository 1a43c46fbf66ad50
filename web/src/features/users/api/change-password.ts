import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { changePasswordRequest } from '../../../../../shared/schemas/auth';
import { type ApiAnswer, apiPath, callApi } from '../../../lib/call-api';

/** `PATCH /users/me/password`: the current password and the new one (other sessions end). */
export type ChangePasswordInput = z.infer<typeof changePasswordRequest>;

export const changePasswordSchema = () => import('../../../../../shared/schemas/auth').then((schemas) => schemas.changePasswordRequest);

export function changePassword(input: ChangePasswordInput): Promise<ApiAnswer<'changeCurrentUserPassword'>> {
  return callApi('changeCurrentUserPassword', { body: input });
}

export function useChangePassword() {
  return useSWRMutation(apiPath('changeCurrentUserPassword'), (_key: string, { arg }: { arg: ChangePasswordInput }) => changePassword(arg));
}
