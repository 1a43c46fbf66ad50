import { useLayoutEffect, useRef } from 'react';
import { useCurrentUser } from '#web/lib/api/get-current-user.ts';
import { getLocale, setLocale } from '#web/lib/i18n.ts';
import { updateLanguage } from '../api/update-language';

/**
 * Spec §4 "Sign-in": once a user has loaded, the locale follows the user's language; a user
 * without one gets the current locale saved. Runs once per signed-in user, as the page that shows
 * the user is put on screen (a layout effect): before the person can switch the language there,
 * which a later sync would undo (Preact runs plain effects after the paint).
 */
export function useLanguageSync(): void {
  const { user, replace } = useCurrentUser();
  const syncedFor = useRef<string | null>(null);

  useLayoutEffect(() => {
    if (!user) {
      syncedFor.current = null;
      return;
    }
    if (syncedFor.current === user.id) return;
    syncedFor.current = user.id;
    if (user.language) {
      if (user.language !== getLocale()) void setLocale(user.language);
    } else {
      updateLanguage({ language: getLocale() })
        .then(replace)
        .catch(() => {
          /* not critical: tried again at the next sign-in */
        });
    }
  }, [user, replace]);
}
