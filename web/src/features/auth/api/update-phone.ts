import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { updatePhoneRequest } from '../../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** `PATCH /auth/update-phone`: a code goes by SMS; the number counts once the code is verified. */
export type UpdatePhoneInput = z.infer<typeof updatePhoneRequest>;

export const updatePhoneSchema = () => import('../../../../../shared/schemas/auth').then((schemas) => schemas.updatePhoneRequest);

export function updatePhone(input: UpdatePhoneInput): Promise<{ accepted: true }> {
  return api.patch('/auth/update-phone', input);
}

export function useUpdatePhone() {
  return useSWRMutation('/auth/update-phone', (_key: string, { arg }: { arg: UpdatePhoneInput }) => updatePhone(arg));
}
