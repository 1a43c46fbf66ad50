import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { verifyEmailRequest } from '../../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';

/**
 * `POST /auth/verify-email`: the code verifies the address. For a new account the answer carries
 * a token (its owner is signed in); for an e-mail change it does not.
 */
export type VerifyEmailInput = z.infer<typeof verifyEmailRequest>;

export interface VerifyEmailAnswer {
  verified: true;
  token?: string;
  token_id?: string;
  expires_at?: string;
}

export const verifyEmailSchema = () => import('../../../../../shared/schemas/auth').then((schemas) => schemas.verifyEmailRequest);

export function verifyEmail(input: VerifyEmailInput): Promise<VerifyEmailAnswer> {
  return api.post('/auth/verify-email', input);
}

export function useVerifyEmail() {
  return useSWRMutation('/auth/verify-email', (_key: string, { arg }: { arg: VerifyEmailInput }) => verifyEmail(arg));
}
