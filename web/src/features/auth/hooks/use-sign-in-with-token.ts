import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { setAccessToken } from '#web/lib/access-token.ts';
import { hrefByName } from '#web/lib/navigation.ts';

/**
 * Stores a bearer token as the access token and goes to domains (spec §4 "Sign-in"): the shell
 * then loads the user (lib/api/swr-setup.tsx) and applies the navigation rules before the page
 * shows. The locale then follows the user (useLanguageSync).
 *
 * The chosen scope (the team prefix of `domains`) is read only at that moment: its module loads
 * then, not with /login's first paint, which stays within its budget (docs/performance.md).
 */
export function useSignInWithToken() {
  const navigate = useNavigate();
  return useCallback(
    async (token: string) => {
      // Loaded before the token is set: once it is, the shell may already send the user back to
      // the page asked for before sign-in, and a navigation after that would override it.
      const { getScope } = await import('#web/lib/scope.ts');
      setAccessToken(token);
      await navigate(hrefByName('domains', {}, getScope()), { replace: true });
    },
    [navigate],
  );
}
