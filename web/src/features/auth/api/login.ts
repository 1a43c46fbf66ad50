import type * as z from 'zod';
import type { loginRequest } from '#shared/schemas/auth.ts';
import { type ApiAnswer, callApi } from '#web/lib/call-api.ts';
import { deviceId } from '#web/lib/storage.ts';

/** `POST /auth/login`: the code and its verification_id for a bearer token. */
export type LoginInput = z.infer<typeof loginRequest>;

export type IssuedToken = ApiAnswer<'login'>;

export const loginSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.loginRequest);

export function login(input: LoginInput): Promise<IssuedToken> {
  return callApi('login', { body: input, headers: { 'X-Device-Id': deviceId() } });
}
