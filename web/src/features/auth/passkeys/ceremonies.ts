import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { showError } from '#web/components/ui/toasts/toast-store.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { callApi } from '#web/lib/call-api.ts';
import { i18n } from '#web/lib/i18n.ts';
import type { Passkey } from './passkey-api';

/**
 * The WebAuthn ceremonies, with `@simplewebauthn/browser` loaded only when one starts (a
 * button pressed, the e-mail field focused for autofill): never in /login's first scripts
 * (tests/e2e/first-paint.spec.ts). Each asks the API for options (a single-use challenge, 5
 * minutes), runs the browser's ceremony and sends the answer back.
 */
const browserLibrary = () => import('@simplewebauthn/browser');

/** Whether this browser can run a WebAuthn ceremony at all (no library needed to ask). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Whether the browser offers passkeys among the e-mail field's autofill (conditional mediation). */
export async function passkeyAutofillSupported(): Promise<boolean> {
  if (!passkeysSupported() || typeof PublicKeyCredential.isConditionalMediationAvailable !== 'function') return false;
  return PublicKeyCredential.isConditionalMediationAvailable().catch(() => false);
}

/** The person cancelled, or another ceremony replaced this one: nothing to tell. */
export function ceremonyAbandoned(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'AbortError' || (error instanceof Error && 'code' in error && error.code === 'ERROR_CEREMONY_ABORTED');
}

/** Creates a passkey on this device for the signed-in person and keeps it under `name`. */
export async function addPasskey(name: string): Promise<Passkey> {
  const [{ startRegistration }, options] = await Promise.all([browserLibrary(), callApi('passkeyRegistrationOptions')]);
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return callApi('addPasskey', { body: { name, response } });
}

/**
 * Signs in with a passkey alone and answers the new session's token. With `autofill`, the
 * ceremony waits for the person to pick a passkey among the e-mail field's suggestions.
 */
export async function signInWithPasskey(options: { autofill?: boolean } = {}): Promise<string> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([browserLibrary(), callApi('passkeySignInOptions')]);
  const response = await startAuthentication({ optionsJSON: optionsJSON as unknown as PublicKeyCredentialRequestOptionsJSON, useBrowserAutofill: options.autofill ?? false });
  const issued = await callApi('passkeyLogin', { body: { response } });
  return issued.token;
}

/**
 * Step-up: proves again who the signed-in person is with one of their own passkeys; the API
 * then takes the current session as fresh (`authenticated_at`) for the changes that need it.
 */
export async function stepUpWithPasskey(): Promise<{ authenticatedAt: string }> {
  const [{ startAuthentication }, optionsJSON] = await Promise.all([browserLibrary(), callApi('passkeyStepUpOptions')]);
  const response = await startAuthentication({ optionsJSON: optionsJSON as unknown as PublicKeyCredentialRequestOptionsJSON });
  const { authenticated_at: authenticatedAt } = await callApi('passkeyStepUp', { body: { response } });
  return { authenticatedAt };
}

/** Ends a pending ceremony (the autofill one when the page goes). */
export async function cancelPasskeyCeremony(): Promise<void> {
  const { WebAuthnAbortService } = await browserLibrary();
  WebAuthnAbortService.cancelCeremony();
}

/**
 * /login's passkey sign-in (components/passkey-sign-in.tsx loads this module when first needed): runs
 * the ceremony and hands the token on. Nothing is said when the person cancelled or another
 * ceremony replaced this one (or the browser has no autofill for passkeys); a refusal shows the
 * API's message (in the reader's language), anything else the general error.
 */
export async function passkeySignIn(autofill: boolean, signIn: (token: string) => Promise<void>): Promise<void> {
  if (autofill && !(await passkeyAutofillSupported())) return;
  try {
    await signIn(await signInWithPasskey({ autofill }));
  } catch (error) {
    // An autofill ceremony nobody started by hand ends quietly unless the API refused a passkey chosen:
    // the page moving on (the code step) may end it in ways the browser does not call an abort.
    if (ceremonyAbandoned(error) || (autofill && !isApiError(error))) return;
    showError(isApiError(error) ? error.message : i18n.t('errors.internal'));
  }
}
