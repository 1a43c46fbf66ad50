import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { checkSamleikinUserEmailRequest } from '#shared/schemas/auth.ts';
import { type ApiAnswer, apiPath, callApi } from '#web/lib/call-api.ts';
import { pendingAuthorization } from './pending-authorization';

/**
 * `POST /auth/check-samleikin-user-email`: a first-time e-ID user starts linking an existing
 * user; a code goes to that e-mail. Sent with the pending e-ID token.
 */
export type CheckSamleikinUserEmailInput = z.infer<typeof checkSamleikinUserEmailRequest>;

export const checkSamleikinUserEmailSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.checkSamleikinUserEmailRequest);

export async function checkSamleikinUserEmail(input: CheckSamleikinUserEmailInput): Promise<ApiAnswer<'checkSamleikinUserEmail'>> {
  return callApi('checkSamleikinUserEmail', { body: input, headers: await pendingAuthorization() });
}

export function useCheckSamleikinUserEmail() {
  return useSWRMutation(apiPath('checkSamleikinUserEmail'), (_key: string, { arg }: { arg: CheckSamleikinUserEmailInput }) => checkSamleikinUserEmail(arg));
}
