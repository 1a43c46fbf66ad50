import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { verifySamleikinLinkingRequest } from '../../../../../shared/schemas/auth';
import type { CurrentUser } from '../../../../../shared/schemas/users';
import { apiPath, callApi } from '../../../lib/call-api';
import { pendingAuthorization } from './pending-authorization';

/** `POST /auth/verify-samleikin-linking`: the code links the pending e-ID to that user. */
export type VerifySamleikinLinkingInput = z.infer<typeof verifySamleikinLinkingRequest>;

export const verifySamleikinLinkingSchema = () => import('../../../../../shared/schemas/auth').then((schemas) => schemas.verifySamleikinLinkingRequest);

export async function verifySamleikinLinking(input: VerifySamleikinLinkingInput): Promise<CurrentUser> {
  return callApi('verifySamleikinLinking', { body: input, headers: await pendingAuthorization() });
}

export function useVerifySamleikinLinking() {
  return useSWRMutation(apiPath('verifySamleikinLinking'), (_key: string, { arg }: { arg: VerifySamleikinLinkingInput }) =>
    verifySamleikinLinking(arg),
  );
}
