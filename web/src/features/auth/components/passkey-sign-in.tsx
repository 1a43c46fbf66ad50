import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '#web/components/ui/modal/buttons.ts';
import { useSignInWithToken } from '../hooks/use-sign-in-with-token';

/** The ceremony (and through it the WebAuthn library) loads when first needed, never with /login (docs/decisions/passkeys.md). */
const flow = () => import('../passkeys/ceremonies');

/**
 * "Sign in with a passkey" on /login (issue 29): a passkey alone, no e-mail or password. Where
 * the browser offers passkeys among the e-mail field's suggestions (conditional UI), that
 * ceremony starts when the field (`autocomplete="username webauthn"`) is first focused; pressing
 * the button replaces it. A refusal shows as a message (sign-in-flow.ts).
 */
export function PasskeySignIn() {
  const { t } = useTranslation();
  const signIn = useSignInWithToken();
  // A second press starts a new ceremony, which ends the one before (the library's abort service).
  const run = (autofill: boolean) => void flow().then(({ passkeySignIn }) => passkeySignIn(autofill, signIn));

  useEffect(() => {
    let started = false;
    const onFocus = (event: FocusEvent) => {
      if (started || !(event.target as HTMLInputElement).autocomplete?.includes('webauthn')) return;
      started = true;
      run(true);
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
      if (started) void flow().then(({ cancelPasskeyCeremony }) => cancelPasskeyCeremony());
    };
    // Once per visit: the autofill ceremony starts at most once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!window.PublicKeyCredential) return null;
  return (
    <button type="button" className={`${secondaryButton} w-full`} onClick={() => run(false)}>
      {t('login.passkeySignIn')}
    </button>
  );
}
