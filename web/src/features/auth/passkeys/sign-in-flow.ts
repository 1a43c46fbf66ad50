import { showError } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { i18n } from '#web/lib/i18n.ts';
import { cancelPasskeyCeremony, ceremonyAbandoned, passkeyAutofillSupported, signInWithPasskey } from './ceremonies';

export { cancelPasskeyCeremony };

/**
 * /login's passkey sign-in (components/passkey-sign-in.tsx loads this when first needed): runs
 * the ceremony and hands the token on. Nothing is said when the person cancelled or another
 * ceremony replaced this one (or the browser has no autofill for passkeys); a refusal shows the
 * API's message (in the reader's language), anything else the general error.
 */
export async function passkeySignIn(autofill: boolean, signIn: (token: string) => Promise<void>): Promise<void> {
  if (autofill && !(await passkeyAutofillSupported())) return;
  try {
    await signIn(await signInWithPasskey({ autofill }));
  } catch (error) {
    if (!ceremonyAbandoned(error)) showError(isApiError(error) ? error.message : i18n.t('errors.internal'));
  }
}
