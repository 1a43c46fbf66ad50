import { useCallback } from 'react';
import { setAccessToken } from '#web/lib/access-token.ts';
import { useNavigateByName } from '#web/lib/use-navigate-by-name.ts';

/**
 * Stores a bearer token as the access token and goes to domains (spec §4 "Sign-in"): the shell
 * then loads the user (lib/api/swr-setup.tsx) and applies the navigation rules before the page
 * shows. The locale then follows the user (useLanguageSync).
 */
export function useSignInWithToken() {
  const navigateByName = useNavigateByName();
  return useCallback(
    (token: string) => {
      setAccessToken(token);
      navigateByName('domains', {}, { replace: true });
    },
    [navigateByName],
  );
}
