import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { setAccessToken } from '#web/lib/access-token.ts';
import { currentUserKey } from '#web/lib/api/get-current-user.ts';
import { clearPendingUser, readPendingUser } from '#web/lib/pending-user.ts';
import { notifySsoChanged } from '#web/lib/sso.ts';
import { useNavigateByName } from '#web/lib/use-navigate-by-name.ts';

/**
 * A first-time e-ID user has linked or created a user: the pending e-ID token becomes the access
 * token, the record goes, the user is the one the API answered, and navigation goes to domains.
 */
export function useAdoptPendingUser() {
  const { mutate } = useSWRConfig();
  const navigateByName = useNavigateByName();
  return useCallback(
    async (user: CurrentUser) => {
      const pending = readPendingUser();
      if (!pending) throw new Error('The e-ID sign-in has expired');
      await mutate(currentUserKey, user, { revalidate: false });
      setAccessToken(pending.token);
      clearPendingUser();
      notifySsoChanged();
      navigateByName('domains', {}, { replace: true });
    },
    [mutate, navigateByName],
  );
}
