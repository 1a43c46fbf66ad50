import type * as z from 'zod';
import type { loginWithRecoveryCodeRequest } from '#shared/schemas/auth.ts';
import { callApi } from '#web/lib/call-api.ts';
import { deviceId } from '#web/lib/storage.ts';
import type { IssuedToken } from './login';

/** `POST /auth/login-recovery-code`: a recovery code (once each) in place of the authenticator app's code. */
export type LoginWithRecoveryCodeInput = z.infer<typeof loginWithRecoveryCodeRequest>;

export const loginWithRecoveryCodeSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.loginWithRecoveryCodeRequest);

export function loginWithRecoveryCode(input: LoginWithRecoveryCodeInput): Promise<IssuedToken> {
  return callApi('loginWithRecoveryCode', { body: input, headers: { 'X-Device-Id': deviceId() } });
}
