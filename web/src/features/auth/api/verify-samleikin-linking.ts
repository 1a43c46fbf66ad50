import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { verifySamleikinLinkingRequest } from '#shared/schemas/auth.ts';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';
import { deviceId } from '#web/lib/storage.ts';
import { pendingAuthorization } from './pending-authorization';

/** `POST /auth/verify-samleikin-linking`: the code links the pending e-ID to that user, and signs in from this browser (`X-Device-Id`). */
export type VerifySamleikinLinkingInput = z.infer<typeof verifySamleikinLinkingRequest>;

export const verifySamleikinLinkingSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.verifySamleikinLinkingRequest);

export async function verifySamleikinLinking(input: VerifySamleikinLinkingInput): Promise<CurrentUser> {
  return callApi('verifySamleikinLinking', { body: input, headers: { ...(await pendingAuthorization()), 'X-Device-Id': deviceId() } });
}

export function useVerifySamleikinLinking() {
  return useSWRMutation(apiPath('verifySamleikinLinking'), (_key: string, { arg }: { arg: VerifySamleikinLinkingInput }) => verifySamleikinLinking(arg));
}
