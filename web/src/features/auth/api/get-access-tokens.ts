import type * as z from 'zod';
import useSWR from 'swr';
import type { accessTokenSchema } from '../../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';

/** `GET /auth/tokens`: the caller's sessions (never their secrets), the current one flagged. */
export type AccessTokenEntry = z.infer<typeof accessTokenSchema>;

export const accessTokensKey = '/auth/tokens';

export function getAccessTokens(): Promise<AccessTokenEntry[]> {
  return api.get(accessTokensKey);
}

export function useAccessTokens() {
  return useSWR(accessTokensKey, getAccessTokens);
}
