import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { registerAbroadUserRequest } from '#shared/schemas/auth.ts';
import { type ApiAnswer, apiPath, callApi } from '#web/lib/call-api.ts';

/** `POST /auth/register-abroad-user`: an account with a password; a code goes to the e-mail. */
export type RegisterAbroadUserInput = z.infer<typeof registerAbroadUserRequest>;

export const registerAbroadUserSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.registerAbroadUserRequest);

export function registerAbroadUser(input: RegisterAbroadUserInput): Promise<ApiAnswer<'registerAbroadUser'>> {
  return callApi('registerAbroadUser', { body: input });
}

export function useRegisterAbroadUser() {
  return useSWRMutation(apiPath('registerAbroadUser'), (_key: string, { arg }: { arg: RegisterAbroadUserInput }) => registerAbroadUser(arg));
}
