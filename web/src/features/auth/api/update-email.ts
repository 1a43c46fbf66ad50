import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { updateEmailRequest } from '../../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** `PATCH /auth/update-email`: a code goes to the new address; the change counts once verified. */
export type UpdateEmailInput = z.infer<typeof updateEmailRequest>;

export const updateEmailSchema = () => import('../../../../../shared/schemas/auth').then((schemas) => schemas.updateEmailRequest);

export function updateEmail(input: UpdateEmailInput): Promise<{ accepted: true }> {
  return api.patch('/auth/update-email', input);
}

export function useUpdateEmail() {
  return useSWRMutation('/auth/update-email', (_key: string, { arg }: { arg: UpdateEmailInput }) => updateEmail(arg));
}
