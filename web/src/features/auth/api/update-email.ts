import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { updateEmailRequest } from '#shared/schemas/auth.ts';
import { type ApiAnswer, apiPath, callApi } from '#web/lib/call-api.ts';

/** `PATCH /auth/update-email`: a code goes to the new address; the change counts once verified. */
export type UpdateEmailInput = z.infer<typeof updateEmailRequest>;

export const updateEmailSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.updateEmailRequest);

export function updateEmail(input: UpdateEmailInput): Promise<ApiAnswer<'updateEmail'>> {
  return callApi('updateEmail', { body: input });
}

export function useUpdateEmail() {
  return useSWRMutation(apiPath('updateEmail'), (_key: string, { arg }: { arg: UpdateEmailInput }) => updateEmail(arg));
}
