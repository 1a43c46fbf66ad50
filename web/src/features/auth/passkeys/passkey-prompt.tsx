import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { paths } from '#web/config/paths.ts';
import { useCurrentUser } from '#web/lib/api/get-current-user.ts';
import { localKeys, readLocal, readSession, removeSession, sessionKeys, writeLocal } from '#web/lib/storage.ts';
import useSWR from 'swr';
import { apiPath, callApi } from '#web/lib/call-api.ts';

const dismissedBy = (): string[] => (readLocal(localKeys.passkeyDeclined) ?? '').split(',').filter(Boolean);

/**
 * "Sign in faster with a passkey" (issue 29, for people without the e-ID): shown after a
 * password sign-in or a sign-up while the person has no passkey and the browser can make one.
 * "Not now" is remembered on this browser for this person; "Add a passkey" opens the account page.
 */
export function PasskeyPrompt() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [offered, setOffered] = useState(() => readSession<boolean>(sessionKeys.offerPasskey) === true);
  const wanted = offered && user !== undefined && user !== null && !!window.PublicKeyCredential && !dismissedBy().includes(user.id);
  // The list (GET /auth/passkeys) read here, not with features/auth's module: the signed-in layout stays light.
  const { data: passkeys } = useSWR(wanted ? apiPath('listPasskeys') : null, () => callApi('listPasskeys'));
  if (!wanted || !passkeys || passkeys.length > 0) return null;

  const close = () => {
    removeSession(sessionKeys.offerPasskey);
    setOffered(false);
  };
  const dismiss = () => {
    writeLocal(localKeys.passkeyDeclined, [...dismissedBy(), user.id].join(','));
    close();
  };
  return (
    <section aria-labelledby="passkey-prompt-title" className="mb-6 rounded-lg bg-blue-50 px-4 py-4 ring-1 ring-blue-600/20 ring-inset" data-testid="passkey-prompt">
      <h2 id="passkey-prompt-title" className="text-sm font-semibold break-words text-blue-950">
        {t('passkeys.promptTitle')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm break-words text-blue-900">{t('passkeys.promptText')}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to={`${paths['my-user'].href()}#passkeys`} className={primaryButton} onClick={close}>
          {t('passkeys.promptAdd')}
        </Link>
        <button type="button" className={secondaryButton} onClick={dismiss}>
          {t('passkeys.promptDismiss')}
        </button>
      </div>
    </section>
  );
}
