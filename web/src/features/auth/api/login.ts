import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { loginRequest } from '../../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** `POST /auth/login`: the code and its verification_id for a bearer token. */
export type LoginInput = z.infer<typeof loginRequest>;

export interface IssuedToken {
  token: string;
  token_id: string;
  expires_at: string;
}

export const loginSchema = () => import('../../../../../shared/schemas/auth').then((schemas) => schemas.loginRequest);

export function login(input: LoginInput): Promise<IssuedToken> {
  return api.post('/auth/login', input);
}

export function useLogin() {
  return useSWRMutation('/auth/login', (_key: string, { arg }: { arg: LoginInput }) => login(arg));
}
