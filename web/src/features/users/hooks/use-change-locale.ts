import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '#shared/locales.ts';
import { showError } from '#web/components/ui/toasts/toast-store.ts';
import { useCurrentUser } from '#web/lib/api/get-current-user.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { setLocale } from '#web/lib/i18n.ts';
import { updateLanguage } from '../api/update-language';

/**
 * Switching the locale: saved in local storage at once; when signed in, also saved to the user
 * (`PATCH /users/me/language`). Answers whether the server save succeeded (true when signed out).
 */
export function useChangeLocale() {
  const { t } = useTranslation();
  const { user, replace } = useCurrentUser();
  const [isSaving, setSaving] = useState(false);
  const change = useCallback(
    async (locale: Locale): Promise<boolean> => {
      try {
        await setLocale(locale);
      } catch (error) {
        // The language's texts did not load: the page stays in its language.
        showError(errorMessage(error, t));
        return false;
      }
      if (!user || user.language === locale) return true;
      setSaving(true);
      try {
        await replace(await updateLanguage({ language: locale }));
        return true;
      } catch (error) {
        showError(errorMessage(error, t));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [user, replace, t],
  );
  return { changeLocale: change, isSaving };
}
