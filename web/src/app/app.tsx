import { lazy, StrictMode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { useOpenModals } from '../components/ui/modal/modal-store';
import { Toaster } from '../components/ui/toasts/toaster';
import { useAccessToken } from '../lib/access-token';
import { i18n, withTexts } from '../lib/i18n';
import { useSsoClient } from '../lib/sso';
import { useStepUpAsked } from '../lib/step-up';
import { AppRoutes } from './routes';

/**
 * The shared modals (alert, confirm, prompt) and the e-ID session's expiry warning are chunks of
 * their own, loaded when a modal opens or an e-ID session exists: most visits, and every guest
 * page, show neither.
 */
const ModalHost = lazy(() => import('../components/ui/modal/modal-host').then((module) => ({ default: module.ModalHost })));
const SsoExpiryGuard = lazy(() => import('../features/auth/components/sso-expiry-guard').then((module) => ({ default: module.SsoExpiryGuard })));

/** The step-up before a risky change (issue 29): a chunk of its own, loaded when the API first asks for a fresh sign-in. */
const StepUpDialog = lazy(() => withTexts(['step-up'], import('../features/auth/components/step-up-dialog')).then((module) => ({ default: module.StepUpDialog })));

function StepUpPrompt() {
  const asked = useStepUpAsked();
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog />
    </Suspense>
  );
}

function SharedModals() {
  const open = useOpenModals();
  if (open.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  );
}

/** Watches an e-ID session's expiry (spec §4 "Single sign-on") while the app uses an e-ID token. */
function EidSessionExpiry() {
  const client = useSsoClient();
  const token = useAccessToken();
  if (!client?.isSignedIn() || !token) return null;
  return (
    <Suspense fallback={null}>
      <SsoExpiryGuard />
    </Suspense>
  );
}

/**
 * Providers: i18n and the router (SWR's setup and the signed-in user are the shell's, see
 * app/shell.tsx); toasts, shared modals and the e-ID session's expiry warning live beside the
 * routes.
 *
 * Navigations are not React transitions (`useTransitions={false}`). The history updates the URL
 * at once; in a transition the next page's lazy chunk would suspend it, so React would keep the
 * previous page on screen, still interactive, until the chunk had loaded, and anything typed
 * there in the meantime was lost when the new page replaced it (the wiped e-mail on
 * /login/forgot-password, see docs/decisions/README.md). Without a transition the shell's Suspense
 * boundary hides the previous page and shows the loader until the page's code is in, so the
 * screen never lags behind the URL.
 */
export function App() {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
          <Toaster />
          <SharedModals />
          <StepUpPrompt />
          <EidSessionExpiry />
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>
  );
}
