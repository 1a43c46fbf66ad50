import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { registerAbroadUserRequest } from '../../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** `POST /auth/register-abroad-user`: an account with a password; a code goes to the e-mail. */
export type RegisterAbroadUserInput = z.infer<typeof registerAbroadUserRequest>;

export const registerAbroadUserSchema = () => import('../../../../../shared/schemas/auth').then((schemas) => schemas.registerAbroadUserRequest);

export function registerAbroadUser(input: RegisterAbroadUserInput): Promise<{ accepted: true }> {
  return api.post('/auth/register-abroad-user', input);
}

export function useRegisterAbroadUser() {
  return useSWRMutation('/auth/register-abroad-user', (_key: string, { arg }: { arg: RegisterAbroadUserInput }) => registerAbroadUser(arg));
}
