import type * as z from 'zod';
import useSWRMutation from 'swr/mutation';
import type { resendEmailVerificationRequest } from '../../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** `POST /auth/resend-email-verification`: a new e-mail code. */
export type ResendEmailVerificationInput = z.infer<typeof resendEmailVerificationRequest>;

export function resendEmailVerification(input: ResendEmailVerificationInput): Promise<{ accepted: true }> {
  return api.post('/auth/resend-email-verification', input);
}

export function useResendEmailVerification() {
  return useSWRMutation('/auth/resend-email-verification', (_key: string, { arg }: { arg: ResendEmailVerificationInput }) =>
    resendEmailVerification(arg),
  );
}
