import type * as z from 'zod';
import useSWR from 'swr';
import type { accessTokenSchema } from '#shared/schemas/auth.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /auth/tokens`: the caller's sessions (never their secrets), the current one flagged. */
export type AccessTokenEntry = z.infer<typeof accessTokenSchema>;

export const accessTokensKey = apiPath('listAccessTokens');

export function getAccessTokens(): Promise<AccessTokenEntry[]> {
  return callApi('listAccessTokens');
}

export function useAccessTokens() {
  return useSWR(accessTokensKey, getAccessTokens);
}
