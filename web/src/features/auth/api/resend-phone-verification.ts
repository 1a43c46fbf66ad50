import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { resendPhoneVerificationRequest } from '#shared/schemas/auth.ts';
import { type ApiAnswer, apiPath, callApi } from '#web/lib/call-api.ts';

/** `POST /auth/resend-phone-verification`: a new SMS code. */
export type ResendPhoneVerificationInput = z.infer<typeof resendPhoneVerificationRequest>;

export const resendPhoneVerificationSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.resendPhoneVerificationRequest);

export function resendPhoneVerification(input: ResendPhoneVerificationInput): Promise<ApiAnswer<'resendPhoneVerification'>> {
  return callApi('resendPhoneVerification', { body: input });
}

export function useResendPhoneVerification() {
  return useSWRMutation(apiPath('resendPhoneVerification'), (_key: string, { arg }: { arg: ResendPhoneVerificationInput }) => resendPhoneVerification(arg));
}
