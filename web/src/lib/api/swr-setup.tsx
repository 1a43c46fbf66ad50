import { useCallback, useMemo, type ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { useAccessToken } from '../access-token';
import { CurrentUserContext, currentUserKey, currentUserRefreshMs, getCurrentUser, noCurrentUser, type CurrentUserState } from './get-current-user';

/** The signed-in user from `GET /users/me`, kept fresh: on focus and every `currentUserRefreshMs`. */
export function CurrentUserFromApi({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  // No deduping: a sign-in shortly after a sign-out (whose cache clearing discards any answer of a
  // request begun before it) must ask again, not wait on the request of the session before, which
  // SWR would otherwise reuse for 2 s and then discard, leaving the page loading until the refresh.
  const { data, error, mutate } = useSWR(token ? currentUserKey : null, getCurrentUser, {
    shouldRetryOnError: false,
    refreshInterval: currentUserRefreshMs,
    dedupingInterval: 0,
  });
  const replace = useCallback(
    async (user: CurrentUser) => {
      await mutate(user, { revalidate: true });
    },
    [mutate],
  );
  const state = useMemo<CurrentUserState>(
    () => (token ? { user: data ?? null, isLoading: data === undefined && error === undefined, error, replace } : noCurrentUser),
    [token, data, error, replace],
  );
  return <CurrentUserContext.Provider value={state}>{children}</CurrentUserContext.Provider>;
}

/**
 * SWR's setup (revalidation on focus, two retries after an error) and the signed-in user, a chunk
 * of its own: the shell wraps every page in it but the guest's /login, whose calls are plain
 * (app/shell.tsx), so a visitor signing in loads no SWR.
 */
export function SwrSetup({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ revalidateOnFocus: true, errorRetryCount: 2 }}>
      <CurrentUserFromApi>{children}</CurrentUserFromApi>
    </SWRConfig>
  );
}
