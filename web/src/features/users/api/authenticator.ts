import useSWR from 'swr';
import { type ApiAnswer, apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /auth/authenticator`: whether the caller's authenticator app is on, since when, and how many recovery codes are left. */
export type AuthenticatorStatus = ApiAnswer<'getAuthenticator'>;

export const authenticatorKey = apiPath('getAuthenticator');

export function useAuthenticator() {
  return useSWR(authenticatorKey, () => callApi('getAuthenticator'));
}

/** Step 1 of turning it on: `POST /auth/authenticator/email-code` e-mails a code. */
export const sendAuthenticatorSetupCode = () => callApi('sendAuthenticatorSetupCode');

/** Step 2: the e-mailed code for a new secret and its `otpauth://` address (`POST /auth/authenticator/setup`). */
export const startAuthenticatorSetupSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.startAuthenticatorSetupRequest);
export const startAuthenticatorSetup = (input: { code: string }) => callApi('startAuthenticatorSetup', { body: input });

/** Step 3: the app's first code turns it on; the answer holds the ten recovery codes, once. */
export const confirmAuthenticatorSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.confirmAuthenticatorRequest);
export const confirmAuthenticator = (input: { code: string }) => callApi('confirmAuthenticator', { body: input });

/** `POST /auth/authenticator/recovery-codes`: ten new recovery codes in place of the old ones. */
export const renewRecoveryCodes = () => callApi('renewRecoveryCodes');

/** `DELETE /auth/authenticator`: sign-in asks for the e-mailed code again. */
export const turnOffAuthenticator = () => callApi('turnOffAuthenticator');
