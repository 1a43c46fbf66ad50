import { createContext, useContext } from 'react';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { clearAccessToken } from '../access-token';
import { isApiError } from '../api-client';
import { apiPath, callApi } from '../call-api';

/**
 * `GET /users/me`. Cross-cutting (guards, layout, every feature), so it lives in lib like
 * bulletproof-react's `lib/auth`. No token: no request and no user. A 401 means the token is
 * no longer good: it is cleared and the user is signed out.
 *
 * The user is fetched and kept fresh with SWR by `SwrSetup` (./swr-setup.tsx), which the shell
 * loads for a signed-in visitor and every page that fetches with SWR; a guest on /login has no
 * SWR at all (its calls are plain), and `useCurrentUser` answers "no user" there.
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
  /** Puts a fresh copy of the user (an API's answer) in place and fetches it again. */
  replace: (user: CurrentUser) => Promise<void>;
}

/**
 * How often the signed-in user is fetched again while the page is visible (besides on focus,
 * SWR's default): the bell's unread count follows the notifications consumer without a reload.
 */
export const currentUserRefreshMs = 15_000;

/** A visitor without a token, or any page outside `SwrSetup`: no user, nothing loading. */
export const noCurrentUser: CurrentUserState = { user: null, isLoading: false, error: undefined, replace: () => Promise.resolve() };

export const CurrentUserContext = createContext<CurrentUserState>(noCurrentUser);

export function useCurrentUser(): CurrentUserState {
  return useContext(CurrentUserContext);
}
