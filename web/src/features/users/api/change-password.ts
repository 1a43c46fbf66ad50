import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { changePasswordRequest } from '#shared/schemas/auth.ts';
import { type ApiAnswer, apiPath, callApi } from '#web/lib/call-api.ts';

/** `PATCH /users/me/password`: the current password and the new one (other sessions end). */
export type ChangePasswordInput = z.infer<typeof changePasswordRequest>;

export const changePasswordSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.changePasswordRequest);

export function changePassword(input: ChangePasswordInput): Promise<ApiAnswer<'changeCurrentUserPassword'>> {
  return callApi('changeCurrentUserPassword', { body: input });
}

export function useChangePassword() {
  return useSWRMutation(apiPath('changeCurrentUserPassword'), (_key: string, { arg }: { arg: ChangePasswordInput }) => changePassword(arg));
}
