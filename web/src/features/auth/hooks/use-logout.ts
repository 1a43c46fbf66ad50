import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { closeAllModals } from '../../../components/ui/modal/modal-store';
import { clearAccessToken } from '../../../lib/access-token';
import { clearSessionEntries } from '../../../lib/storage';
import { useNavigateByName } from '../../../lib/use-navigate-by-name';

/**
 * Logout (spec §4): the session's product entries and the stored access token are cleared, the
 * cached data dropped, then navigation goes to login. The identity provider's logout and revoke
 * calls for single sign-on users arrive with the accounts feature.
 */
export function useLogout() {
  const { mutate } = useSWRConfig();
  const navigateByName = useNavigateByName();
  return useCallback(async () => {
    closeAllModals();
    clearSessionEntries();
    clearAccessToken();
    await mutate(() => true, undefined, { revalidate: false });
    navigateByName('auth-login', {}, { replace: true });
  }, [mutate, navigateByName]);
}
