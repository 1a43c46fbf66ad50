import type * as z from 'zod';
import type { requestLoginRequest } from '#shared/schemas/auth.ts';
import { type ApiAnswer, callApi } from '#web/lib/call-api.ts';

/** `POST /auth/request-login`: checks e-mail and password and sends a 6-digit code; 422 `invalid_credentials` when they do not match. */
export type RequestLoginInput = z.infer<typeof requestLoginRequest>;

export const requestLoginSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.requestLoginRequest);

export function requestLogin(input: RequestLoginInput): Promise<ApiAnswer<'requestLogin'>> {
  return callApi('requestLogin', { body: input });
}
