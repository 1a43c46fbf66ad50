import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { updatePhoneRequest } from '#shared/schemas/auth.ts';
import { type ApiAnswer, apiPath, callApi } from '#web/lib/call-api.ts';

/** `PATCH /auth/update-phone`: a code goes by SMS; the number counts once the code is verified. */
export type UpdatePhoneInput = z.infer<typeof updatePhoneRequest>;

export const updatePhoneSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.updatePhoneRequest);

export function updatePhone(input: UpdatePhoneInput): Promise<ApiAnswer<'updatePhone'>> {
  return callApi('updatePhone', { body: input });
}

export function useUpdatePhone() {
  return useSWRMutation(apiPath('updatePhone'), (_key: string, { arg }: { arg: UpdatePhoneInput }) => updatePhone(arg));
}
