import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { setAccessToken } from '../../../lib/access-token';
import { currentUserKey } from '../../../lib/api/get-current-user';
import { useNavigateByName } from '../../../lib/use-navigate-by-name';

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
