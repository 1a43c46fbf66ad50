import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { requestLoginRequest } from '../../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** `POST /auth/request-login`: checks e-mail and password and sends a 6-digit code. */
export type RequestLoginInput = z.infer<typeof requestLoginRequest>;

export const requestLoginSchema = () => import('../../../../../shared/schemas/auth').then((schemas) => schemas.requestLoginRequest);

export function requestLogin(input: RequestLoginInput): Promise<{ verification_id: string }> {
  return api.post('/auth/request-login', input);
}

export function useRequestLogin() {
  return useSWRMutation('/auth/request-login', (_key: string, { arg }: { arg: RequestLoginInput }) => requestLogin(arg));
}
