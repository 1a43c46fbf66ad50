import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { resendEmailVerificationRequest } from '#shared/schemas/auth.ts';
import { type ApiAnswer, apiPath, callApi } from '#web/lib/call-api.ts';

/** `POST /auth/resend-email-verification`: a new e-mail code. */
export type ResendEmailVerificationInput = z.infer<typeof resendEmailVerificationRequest>;

export function resendEmailVerification(input: ResendEmailVerificationInput): Promise<ApiAnswer<'resendEmailVerification'>> {
  return callApi('resendEmailVerification', { body: input });
}

export function useResendEmailVerification() {
  return useSWRMutation(apiPath('resendEmailVerification'), (_key: string, { arg }: { arg: ResendEmailVerificationInput }) => resendEmailVerification(arg));
}
