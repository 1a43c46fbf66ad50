import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CurrentUser } from '../../../../../shared/schemas/users';
import { setAccessToken } from '../../../lib/access-token';
import { currentUserKey } from '../../../lib/api/get-current-user';
import { clearPendingUser, readPendingUser } from '../../../lib/pending-user';
import { notifySsoChanged } from '../../../lib/sso';
import { useNavigateByName } from '../../../lib/use-navigate-by-name';

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
