import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { setAccessToken } from '#web/lib/access-token.ts';
import { currentUserKey } from '#web/lib/api/get-current-user.ts';
import { useNavigateByName } from '#web/lib/use-navigate-by-name.ts';

/**
 * Stores a bearer token as the access token, loads the user and goes to domains (spec §4
 * "Sign-in"). The locale then follows the user (useLanguageSync).
 */
export function useSignInWithToken() {
  const { mutate } = useSWRConfig();
  const navigateByName = useNavigateByName();
  return useCallback(
    async (token: string) => {
      setAccessToken(token);
      await mutate(currentUserKey);
      navigateByName('domains', {}, { replace: true });
    },
    [mutate, navigateByName],
  );
}
