import useSWR from 'swr';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { clearAccessToken, useAccessToken } from '../access-token';
import { isApiError } from '../api-client';
import { apiPath, callApi } from '../call-api';

/**
 * `GET /users/me`. Cross-cutting (guards, layout, every feature), so it lives in lib like
 * bulletproof-react's `lib/auth`. No token: no request and no user. A 401 means the token is
 * no longer good: it is cleared and the user is signed out.
 */
export const currentUserKey = apiPath('getCurrentUser');

export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await callApi('getCurrentUser');
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      clearAccessToken();
      return null;
    }
    throw error;
  }
}

export interface CurrentUserState {
  user: CurrentUser | null;
  /** True while a token exists and the user has not been fetched yet. */
  isLoading: boolean;
  error: unknown;
}

/**
 * How often the signed-in user is fetched again while the page is visible (besides on focus,
 * SWR's default): the bell's unread count follows the notifications consumer without a reload.
 */
export const currentUserRefreshMs = 15_000;

export function useCurrentUser(): CurrentUserState {
  const token = useAccessToken();
  const { data, error } = useSWR(token ? currentUserKey : null, getCurrentUser, { shouldRetryOnError: false, refreshInterval: currentUserRefreshMs });
  if (!token) return { user: null, isLoading: false, error: undefined };
  return { user: data ?? null, isLoading: data === undefined && error === undefined, error };
}
