import type * as z from 'zod';
import type { confirmStepUpRequest, requestStepUpCodeRequest } from '#shared/schemas/auth.ts';
import { type ApiAnswer, callApi } from '#web/lib/call-api.ts';

/** `GET /auth/step-up`: the ways the caller can sign in again before a risky change. */
export function getStepUpMethods(): Promise<ApiAnswer<'getStepUpMethods'>> {
  return callApi('getStepUpMethods');
}

export type RequestStepUpCodeInput = z.infer<typeof requestStepUpCodeRequest>;
export const requestStepUpCodeSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.requestStepUpCodeRequest);

/** `POST /auth/step-up/request-code`: the caller's own password; the sign-in code goes out by e-mail. */
export function requestStepUpCode(input: RequestStepUpCodeInput): Promise<ApiAnswer<'requestStepUpCode'>> {
  return callApi('requestStepUpCode', { body: input });
}

export type ConfirmStepUpInput = z.infer<typeof confirmStepUpRequest>;
export const confirmStepUpSchema = () => import('#shared/schemas/auth.ts').then((schemas) => schemas.confirmStepUpRequest);

/** `POST /auth/step-up`: the code; the current session is fresh for 5 minutes. */
export function confirmStepUp(input: ConfirmStepUpInput): Promise<ApiAnswer<'confirmStepUp'>> {
  return callApi('confirmStepUp', { body: input });
}
