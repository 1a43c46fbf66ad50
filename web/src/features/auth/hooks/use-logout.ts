import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { closeAllModals } from '#web/components/ui/modal/modal-store.ts';
import { clearAccessToken, getAccessToken } from '#web/lib/access-token.ts';
import { clearPendingUser } from '#web/lib/pending-user.ts';
import { getSsoClient } from '#web/lib/sso.ts';
import { clearSessionEntries } from '#web/lib/storage.ts';
import { useNavigateByName } from '#web/lib/use-navigate-by-name.ts';
import { logout as logoutCall } from '../api/logout';
import { markSessionExpired } from '../session-expired';

/**
 * Logout (spec §4). A password session is revoked at the API (`POST /auth/logout`; a failure is
 * only logged), then the session's product entries and the stored access token are cleared, the
 * cached data dropped, and navigation goes to login. A national e-ID session instead goes
 * through the provider: revoke, "clear", the provider's logout, back to the site origin.
 */
export function useLogout() {
  const { mutate } = useSWRConfig();
  const navigateByName = useNavigateByName();
  /**
   * `alreadyRevoked`: the session is gone at the API already (revoked, account deleted).
   * `expired`: the e-ID session ran out; /login then says so.
   */
  return useCallback(
    async ({ alreadyRevoked = false, expired = false }: { alreadyRevoked?: boolean; expired?: boolean } = {}) => {
      closeAllModals();
      const sso = getSsoClient();
      if (sso?.isSignedIn()) {
        clearSessionEntries();
        if (expired) markSessionExpired({ leavingForProvider: true });
        await sso.logout();
        await mutate(() => true, undefined, { revalidate: false });
        return;
      }
      if (getAccessToken() && !alreadyRevoked) {
        await logoutCall().catch((error: unknown) => console.warn('Logout at the API failed; signing out here anyway.', error));
      }
      clearSessionEntries();
      if (expired) markSessionExpired();
      clearPendingUser();
      clearAccessToken();
      await mutate(() => true, undefined, { revalidate: false });
      navigateByName('auth-login', {}, { replace: true });
    },
    [mutate, navigateByName],
  );
}
