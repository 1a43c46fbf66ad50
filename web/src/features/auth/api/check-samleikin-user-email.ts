import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { checkSamleikinUserEmailRequest } from '../../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';
import { pendingAuthorization } from './pending-authorization';

/**
 * `POST /auth/check-samleikin-user-email`: a first-time e-ID user starts linking an existing
 * user; a code goes to that e-mail. Sent with the pending e-ID token.
 */
export type CheckSamleikinUserEmailInput = z.infer<typeof checkSamleikinUserEmailRequest>;

export const checkSamleikinUserEmailSchema = () => import('../../../../../shared/schemas/auth').then((schemas) => schemas.checkSamleikinUserEmailRequest);

export async function checkSamleikinUserEmail(input: CheckSamleikinUserEmailInput): Promise<{ accepted: true }> {
  return api.post('/auth/check-samleikin-user-email', input, { headers: await pendingAuthorization() });
}

export function useCheckSamleikinUserEmail() {
  return useSWRMutation('/auth/check-samleikin-user-email', (_key: string, { arg }: { arg: CheckSamleikinUserEmailInput }) =>
    checkSamleikinUserEmail(arg),
  );
}
