import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { resendPhoneVerificationRequest } from '../../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** `POST /auth/resend-phone-verification`: a new SMS code. */
export type ResendPhoneVerificationInput = z.infer<typeof resendPhoneVerificationRequest>;

export const resendPhoneVerificationSchema = () => import('../../../../../shared/schemas/auth').then((schemas) => schemas.resendPhoneVerificationRequest);

export function resendPhoneVerification(input: ResendPhoneVerificationInput): Promise<{ accepted: true }> {
  return api.post('/auth/resend-phone-verification', input);
}

export function useResendPhoneVerification() {
  return useSWRMutation('/auth/resend-phone-verification', (_key: string, { arg }: { arg: ResendPhoneVerificationInput }) =>
    resendPhoneVerification(arg),
  );
}
